/**
 * A message template field (spec 001 §5 "Each SMS text shows a live character count",
 * "Template variables"): the count and SMS parts follow the typing, a variable button
 * inserts at the caret, a variable the template does not allow is pointed out, and the
 * default text is one click away.
 */
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '@web/test/render';
import { MessageTemplateField } from './message-template-field';

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to document.fonts.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });

function Harness({ channel, initial = '' }: { channel: 'sms' | 'wa'; initial?: string }) {
  const [text, setText] = useState(initial);
  return (
    <MessageTemplateField
      field="testo_promemoria"
      channel={channel}
      value={text}
      onChange={setText}
      defaultText="Testo di partenza $giorno$"
    />
  );
}

describe('MessageTemplateField', () => {
  it('counts characters and SMS parts while typing (GSM-7 160/153, UCS-2 70/67)', async () => {
    const { user } = renderWithMantine(<Harness channel="sms" initial={'a'.repeat(159)} />);
    const count = screen.getByTestId('testo_promemoria-count');
    expect(count).toHaveTextContent('159 caratteri · 1 SMS');
    const box = screen.getByRole('textbox', { name: 'Testo promemoria' });
    await user.type(box, 'bc');
    expect(count).toHaveTextContent('161 caratteri · 2 SMS');
    await user.clear(box);
    await user.type(box, 'È pronto');
    expect(count).toHaveTextContent('8 caratteri · 1 SMS (caratteri speciali: 70 per SMS)');
    expect(box).toHaveAccessibleDescription(/8 caratteri/);
  });

  it('counts only characters for WhatsApp', () => {
    renderWithMantine(<Harness channel="wa" initial="Ciao" />);
    expect(screen.getByTestId('testo_promemoria-count')).toHaveTextContent(/^4 caratteri$/);
  });

  it('inserts a variable at the caret and warns about variables the template does not allow', async () => {
    const { user } = renderWithMantine(<Harness channel="sms" initial="Il  alle 9" />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Testo promemoria' });
    box.setSelectionRange(3, 3);
    await user.click(
      screen.getByRole('button', { name: 'Inserisci $giorno$ in Testo promemoria' }),
    );
    expect(box).toHaveValue('Il $giorno$ alle 9');
    // Reminders take $giorno$ $ora$ $veicolo$ $targa$ (spec 001 §5) and the customer
    // link $link$, but not a recall's $mese$.
    expect(
      screen.getByRole('button', { name: 'Inserisci $link$ in Testo promemoria' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /\$mese\$/ })).toBeNull();
    await user.type(box, ' $mese$');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Variabili non previste in questo testo: $mese$',
    );
  });

  it('puts the default text back', async () => {
    const { user } = renderWithMantine(<Harness channel="sms" initial="" />);
    await user.click(
      screen.getByRole('button', { name: 'Testo predefinito per Testo promemoria' }),
    );
    expect(screen.getByRole('textbox', { name: 'Testo promemoria' })).toHaveValue(
      'Testo di partenza $giorno$',
    );
    expect(screen.queryByRole('button', { name: /Testo predefinito/ })).toBeNull();
  });
});
