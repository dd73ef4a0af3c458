/** Public surface of the messaging feature (spec 000 §2 reminder popup, SMS box; 001 §2 campaigns). */
export { CampaignsPage } from './components/campaigns-page';
export { ReminderButton } from './components/reminder-popup';
export { SmsSideBox } from './components/sms-side-box';
export { AppointmentMessage, type AppointmentMessageProps } from './components/appointment-message';
