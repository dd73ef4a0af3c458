/**
 * Settings of the demo workshop (spec 000 §3, 001 §3 config_*): every new account's
 * defaults (`@shared/domain/account-defaults`) plus every option flag on, company data, a
 * staff rota, its own SMS sender and two simultaneous inspections, so every screen has
 * something to show.
 */
import { OPTION_FLAGS } from '@shared/contracts/auth';
import { SETTINGS_SCHEMAS, type SettingsSection } from '@shared/contracts/settings';
import { ACCOUNT_DEFAULTS } from '@shared/domain/account-defaults';

/** The demo's company data (config_utente); the VAT number has a valid check digit. */
export const DEMO_COMPANY = {
  nome: 'Centro Revisioni Demo S.r.l.',
  matricola: 'RM0123',
  autorizzazione: 'Aut. Prov. RM n. 4567/2019',
  indirizzo: 'Via Tiburtina 1234, 00156 Roma (RM)',
  email: 'info@revisionidemo.it',
  telefono: '06 1234 5678',
  partita_iva: '01234567897',
};

/** Every settings section of the demo, validated by its schema (defaults filled in). */
export function demoSettings(): { section: SettingsSection; value: unknown }[] {
  const d = ACCOUNT_DEFAULTS;
  const values: Record<SettingsSection, unknown> = {
    app: {
      ...d.app,
      titolo: 'Centro Revisioni Demo',
      opzioni: OPTION_FLAGS.join(' '),
      turni: ['MARCO', 'GIULIA', 'LUCA'],
    },
    utente: DEMO_COMPANY,
    sms: { ...d.sms, mittente: 'RevisDemo' },
    wa: d.wa,
    lettera: d.lettera,
    web: {
      ...d.web,
      tipo_veicoli: 'Moto, scooter e autovetture',
      msg_conferma: 'sms',
      revisioni_simultane: 2,
    },
    tool: d.tool,
    privacy: d.privacy,
  };
  return (Object.keys(values) as SettingsSection[]).map((section) => ({
    section,
    value: SETTINGS_SCHEMAS[section].parse(values[section]),
  }));
}
