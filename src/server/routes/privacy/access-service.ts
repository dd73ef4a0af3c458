/**
 * Access and portability (GDPR art. 15, 20; docs/PRIVACY.md): every row a workshop holds
 * about one person, grouped by kind, in one read-only transaction (one consistent snapshot).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SubjectData } from '@shared/contracts/privacy';
import type { Subject } from '@shared/domain/privacy';
import { withTransaction, type DbOrTx } from '@server/db/client';
import {
  appointments,
  contacts,
  customerActions,
  messages,
  recalls,
  vehicleAnnotations,
} from '@server/db/schema';
import {
  appointmentMatch,
  contactMatch,
  linkedAppointments,
  messageMatch,
  recallMatch,
  vehicleMatch,
} from './match';
import { optOutState } from './opt-out';

/** Everything workshop `ws` holds about `s` (never another workshop's rows). */
export async function subjectData(db: DbOrTx, ws: number, s: Subject): Promise<SubjectData> {
  return withTransaction(db, async (tx) => {
    const linked = await linkedAppointments(tx, ws, s);
    const appts = await tx
      .select({
        id: appointments.id,
        date: appointments.date,
        row: appointments.row,
        column: appointments.column,
        surname: appointments.surname,
        holder: appointments.holder,
        phone: appointments.phone,
        plate: appointments.plate,
        model: appointments.model,
        email: appointments.email,
        address: appointments.address,
        note: appointments.note,
        status: appointments.status,
        insertedAt: appointments.insertedAt,
        reminderSentAt: appointments.reminderSentAt,
        recallSentAt: appointments.recallSentAt,
        customerConfirmedAt: appointments.customerConfirmedAt,
        customerMovedAt: appointments.customerMovedAt,
      })
      .from(appointments)
      .where(appointmentMatch(ws, s))
      .orderBy(asc(appointments.date), asc(appointments.row), asc(appointments.column));
    const recallRows = await tx
      .select({
        id: recalls.id,
        surname: recalls.surname,
        phone: recalls.phone,
        plate: recalls.plate,
        model: recalls.model,
        dueMonth: recalls.dueMonth,
        recallSentAt: recalls.recallSentAt,
        createdAt: recalls.createdAt,
      })
      .from(recalls)
      .where(recallMatch(ws, s))
      .orderBy(asc(recalls.dueMonth), asc(recalls.id));
    const messageRows = await tx
      .select({
        id: messages.id,
        channel: messages.channel,
        phone: messages.phone,
        text: messages.text,
        description: messages.description,
        insertedAt: messages.insertedAt,
        sentAt: messages.sentAt,
        status: messages.status,
        sendState: messages.sendState,
      })
      .from(messages)
      .where(messageMatch(ws, s, linked))
      .orderBy(asc(messages.insertedAt), asc(messages.id));
    const contactRows = await tx
      .select({
        id: contacts.id,
        name: contacts.name,
        phone: contacts.phone,
        email: contacts.email,
        address: contacts.address,
      })
      .from(contacts)
      .where(contactMatch(ws, s))
      .orderBy(asc(contacts.name), asc(contacts.id));
    const actions = linked.ids.length
      ? await tx
          .select({
            id: customerActions.id,
            appointmentId: customerActions.appointmentId,
            action: customerActions.action,
            surname: customerActions.surname,
            date: customerActions.date,
            toDate: customerActions.toDate,
            at: customerActions.at,
          })
          .from(customerActions)
          .where(
            and(
              eq(customerActions.workshopId, ws),
              inArray(customerActions.appointmentId, linked.ids),
            ),
          )
          .orderBy(asc(customerActions.at), asc(customerActions.id))
      : [];
    const vehicles = await tx
      .select({
        id: vehicleAnnotations.id,
        plate: vehicleAnnotations.plate,
        model: vehicleAnnotations.model,
        problems: vehicleAnnotations.problems,
      })
      .from(vehicleAnnotations)
      .where(vehicleMatch(ws, s));
    return {
      subject: s,
      appointments: appts,
      recalls: recallRows,
      messages: messageRows,
      contacts: contactRows,
      customerActions: actions,
      vehicles,
      optOut: await optOutState(tx, ws, s.phone),
    };
  });
}
