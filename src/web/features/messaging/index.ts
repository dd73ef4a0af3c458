/** Public surface of the messaging feature (spec 000 §2 reminder popup, SMS box; 001 §2 campaigns). */
export { ReminderButton } from './components/reminder-button';
export { SmsSideBox } from './components/sms-side-box';
export { AppointmentMessage, type AppointmentMessageProps } from './components/appointment-message';
