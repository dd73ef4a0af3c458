/**
 * The row types of the tables more than one layer reads, defined once from the Drizzle
 * schema (`schema.ts`): what a `select()` of the whole table returns.
 */
import type { appointments, workshops } from './schema';

/** One row of `appointments` (spec 000 §3: the grid's appointment, the CHIUSURA marker, X blocks). */
export type AppointmentRow = typeof appointments.$inferSelect;
/** One row of `workshops` (the account: utente, officina). */
export type WorkshopRow = typeof workshops.$inferSelect;
