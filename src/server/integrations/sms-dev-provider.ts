/**
 * Development SMS provider (the default when no provider URL
 * is configured): records each message in memory and logs one line without the text or the
 * token, sends nothing, and always answers `sent` with a `dev-{id}` ticket.
 */
import type { SendOutcome } from './sms-outcome';
import type { SmsLogger, SmsMessage, SmsProvider } from './sms-provider';

/** A message the development provider "sent": the message without its token, plus when (ms). */
export interface RecordedSms {
  id: number;
  to: string;
  text: string;
  sender: string;
  at: number;
}

/** Options: `credits` answered by `credits()` (default 1000); `now` clock in ms (tests). */
export interface DevSmsProviderOptions {
  logger?: SmsLogger;
  credits?: number;
  now?: () => number;
}

/** Records instead of sending; see the module comment. Not shared between instances. */
export class DevSmsProvider implements SmsProvider {
  /** Every recorded message, oldest first. */
  readonly messages: RecordedSms[] = [];

  constructor(private readonly opts: DevSmsProviderOptions = {}) {}

  async send(msg: SmsMessage): Promise<SendOutcome> {
    const { id, to, text, sender } = msg;
    this.messages.push({ id, to, text, sender, at: (this.opts.now ?? Date.now)() });
    this.opts.logger?.info(
      { messageId: id, to: maskPhone(to), chars: text.length },
      'SMS recorded, not sent (development provider: SMS_PROVIDER_URL is unset)',
    );
    return { kind: 'sent', ticket: `dev-${id}`, simulated: true };
  }

  async credits(_token: string): Promise<number> {
    return this.opts.credits ?? 1000;
  }
}

/** `"3331234567"` → `"333****567"`: enough to recognise a number in a log, not to dial it. */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return '***';
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 6)}${phone.slice(-3)}`;
}
