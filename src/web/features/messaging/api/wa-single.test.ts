/** What the desk is told when the tool did not send a WhatsApp (spec 000 §8, 001 §8). */
import { describe, expect, it } from 'vitest';
import { MESSAGING_MSG } from '@shared/messages/messaging';
import { MESSAGING_TEXTS } from '../texts';
import { toolRefusal } from './wa-single';

describe('toolRefusal', () => {
  it.each([
    ['accedi', MESSAGING_MSG.whatsappNotLoggedIn],
    ['no_wa', MESSAGING_MSG.whatsappInvalidNumber],
    ['unreachable', MESSAGING_TEXTS.toolUnreachable],
    ['errore', MESSAGING_MSG.waToolErrors],
    ['qualcosa', MESSAGING_MSG.waToolErrors],
    ['no_tool', null],
  ])('%s → %s', (reason, text) => {
    expect(toolRefusal(reason)).toBe(text);
  });
});
