/**
 * Mantine's notifications with their CSS, as one lazily loaded module: the
 * toast helpers (`./toast`) import it with the first toast, so the login page downloads
 * neither the container nor its styles until a toast is shown.
 */
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

export { Notifications, notifications } from '@mantine/notifications';
