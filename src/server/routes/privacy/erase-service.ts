/**
 * Erasure (GDPR art. 17; docs/PRIVACY.md "Erasure"): in one transaction, every row workshop
 * `ws` holds about a person is anonymised — not deleted, so the day's grid, the statistics
 * and the SMS counts stay as they were — or, for the rows nothing counts (contact book,
 * vehicle annotations, messages never sent), deleted. What each column becomes is listed in
 * `coverage.ts`; a test fails when a personal column of the database is not listed there.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ErasedCounts } from '@shared/contracts/privacy';
import { ANONYMOUS, type Subject } from '@shared/domain/privacy';
import { withTransaction, type DbOrTx } from '@server/db/client';
import {
  appointments,
  contacts,
  customerActions,
  messages,
  privacyErasures,
  recalls,
  stopLinks,
  vehicleAnnotations,
} from '@server/db/schema';
import {
  appointmentMatch,
  contactMatch,
  linkedAppointments,
  messageMatch,
  phoneForms,
  recallMatch,
  vehicleMatch,
} from './match';
import { notWithdrawn } from '@server/domain/messaging/withdraw';

/** What an erasure did: the counts, and the days whose grid changed (for live events). */
export type Erasure = { erased: ErasedCounts; dates: string[] };

/**
 * Anonymises every row of workshop `ws` about `s`, logs the erasure under `hash` (never the
 * phone or plate) when anything changed, and answers the counts and the grid days touched.
 * A second call for the same person finds nothing (all counts 0) and logs nothing.
 */
export async function eraseSubject(
  db: DbOrTx,
  ws: number,
  s: Subject,
  hash: string,
): Promise<Erasure> {
  return withTransaction(db, async (tx) => {
    const linked = await linkedAppointments(tx, ws, s);

    // The archive's dictionary keeps a word after its last posting goes (migration 0015):
    // the person's words (phone, plate, surname) are read before, dropped after if unused.
    const wordRows = await tx.execute<{ w: string }>(sql`
      select distinct unnest(archive_words_of(${appointments.searchText})) as w
        from ${appointments} where ${appointmentMatch(ws, s)}`);
    const words = wordRows.rows.map((r) => r.w);
    const changed = await tx
      .update(appointments)
      .set({
        surname: ANONYMOUS,
        holder: '',
        phone: '',
        plate: '',
        email: '',
        address: '',
        note: '',
        randomId: null,
        version: sql`${appointments.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(appointmentMatch(ws, s))
      .returning({ date: appointments.date });
    let archiveWords = 0;
    if (words.length) {
      const res = await tx.execute(sql`
        delete from archive_words aw
         where aw.workshop_id = ${ws}
           and aw.word = any(${sql.param(words)}::text[])
           and not exists (select 1 from archive_postings p
                            where p.workshop_id = ${ws} and p.word = aw.word)`);
      archiveWords = res.rowCount ?? 0;
    }

    const actions = linked.ids.length
      ? await tx
          .update(customerActions)
          .set({ surname: ANONYMOUS })
          .where(
            and(
              eq(customerActions.workshopId, ws),
              inArray(customerActions.appointmentId, linked.ids),
              ne(customerActions.surname, ANONYMOUS),
            ),
          )
          .returning({ id: customerActions.id })
      : [];

    // A message not yet handed to a sender would go to a phone that is no longer there:
    // it is dropped (it was never sent, so no count changes). The others keep their row,
    // state and dates (SMS counts, credits), without phone, text or description.
    const unsent = await tx
      .delete(messages)
      .where(and(messageMatch(ws, s, linked), eq(messages.sendState, 'queued')))
      .returning({ id: messages.id });
    const kept = await tx
      .update(messages)
      // A withdrawal's code (`OPT_OUT_ERROR`) holds no personal data: it keeps saying why.
      .set({
        phone: '',
        text: '',
        description: ANONYMOUS,
        lastError: sql`case when ${notWithdrawn} then null else ${messages.lastError} end`,
      })
      .where(messageMatch(ws, s, linked))
      .returning({ id: messages.id });

    const recallRows = await tx
      .update(recalls)
      .set({ surname: ANONYMOUS, phone: '', plate: '' })
      .where(recallMatch(ws, s))
      .returning({ id: recalls.id });
    const contactRows = await tx
      .delete(contacts)
      .where(contactMatch(ws, s))
      .returning({ id: contacts.id });
    // The `$stop$` links' handle of the phone: removing it kills its links (the opt-out
    // itself is kept, `coverage.ts`).
    const forms = phoneForms(s.phone);
    const stops = forms.length
      ? await tx
          .delete(stopLinks)
          .where(and(eq(stopLinks.workshopId, ws), inArray(stopLinks.phone, forms)))
          .returning({ id: stopLinks.id })
      : [];
    const vehicles = await tx
      .delete(vehicleAnnotations)
      .where(vehicleMatch(ws, s))
      .returning({ id: vehicleAnnotations.id });

    const erased: ErasedCounts = {
      appointments: changed.length,
      recalls: recallRows.length,
      messages: unsent.length + kept.length,
      contacts: contactRows.length,
      customerActions: actions.length,
      vehicles: vehicles.length,
      stopLinks: stops.length,
      archiveWords,
    };
    if (Object.values(erased).some((n) => n > 0))
      await tx
        .insert(privacyErasures)
        .values({ workshopId: ws, subjectHash: hash, counts: erased });
    return { erased, dates: [...new Set(changed.map((c) => c.date))] };
  });
}
