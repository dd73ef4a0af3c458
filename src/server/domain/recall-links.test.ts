/** Recall → booking links (docs/BOOKING.md "Recall → booking link"): shape, no personal data, signature per source. */
import { describe, expect, it } from 'vitest';
import { fillTemplate } from '@shared/domain/templates';
import { verifyLinkToken } from './link-tokens';
import { RECALL_TOKEN_RE, recallBookingLink, recallLinkKeys } from './recall-links';

const keys = recallLinkKeys('segreto-di-prova-abbastanza-lungo');
const NOW = Date.UTC(2026, 10, 21, 12);

describe('recallBookingLink', () => {
  it('is {base}prenota?code={link_web}&r={source}{token}, carrying only ids under a MAC', () => {
    const url = recallBookingLink(keys, 'https://x.it/', 'rossi', 7, 'a', 4242, NOW);
    const u = new URL(url);
    expect(`${u.origin}${u.pathname}`).toBe('https://x.it/prenota');
    expect(u.searchParams.get('code')).toBe('rossi');
    const r = u.searchParams.get('r')!;
    expect(r).toMatch(RECALL_TOKEN_RE);
    expect([...u.searchParams.keys()]).toEqual(['code', 'r']);
    expect(verifyLinkToken(keys.a, r.slice(1), NOW)).toMatchObject({
      workshopId: 7,
      recordId: 4242,
    });
    // The other source's key, or another secret, refuses it.
    expect(verifyLinkToken(keys.m, r.slice(1), NOW)).toBe('invalid');
    expect(verifyLinkToken(recallLinkKeys('altro').a, r.slice(1), NOW)).toBe('invalid');
  });

  it('expires after RECALL_LINK_DAYS', () => {
    const r = new URL(
      recallBookingLink(keys, 'https://x.it/', 'rossi', 7, 'm', 1, NOW),
    ).searchParams.get('r')!;
    expect(verifyLinkToken(keys.m, r.slice(1), NOW + 179 * 86_400_000)).not.toBe('expired');
    expect(verifyLinkToken(keys.m, r.slice(1), NOW + 181 * 86_400_000)).toBe('expired');
  });

  it('fills $link$ in a recall text; an empty link (no link_web) leaves nothing behind', () => {
    const link = recallBookingLink(keys, 'https://x.it/', 'rossi', 7, 'a', 1, NOW);
    const text = 'La revisione della $veicolo$ scade a $mese$. Prenota: $link$';
    const values = { veicolo: 'FIAT PANDA', mese: '2026-11' };
    expect(fillTemplate(text, { ...values, link })).toBe(
      `La revisione della FIAT PANDA scade a novembre 2026. Prenota: ${link}`,
    );
    expect(fillTemplate(text, { ...values, link: '' })).toBe(
      'La revisione della FIAT PANDA scade a novembre 2026. Prenota: ',
    );
  });
});
