/**
 * The toasts' container, loaded with the first toast: Mantine's
 * `Notifications` brings its transitions and scroll-lock helpers (~12 KB compressed) that
 * the login page does not otherwise need. `@web/lib/toast` fetches the module and writes
 * each toast to Mantine's store; this host mounts the container once the module is here,
 * and the container then renders everything already in the store. A failed fetch (no
 * network) is retried at the next toast.
 */
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { NotificationsProps } from '@mantine/notifications';
import { loadNotifications, onToastAsked, toastsAsked, TOAST_FADE_MS } from '@web/lib/toast';

/** Toasts at the top right; nothing is downloaded until there is one to show. */
export function NotificationsHost() {
  const asked = useSyncExternalStore(onToastAsked, toastsAsked, toastsAsked);
  const [View, setView] = useState<ComponentType<NotificationsProps> | null>(null);
  useEffect(() => {
    if (asked === 0 || View) return;
    let live = true;
    loadNotifications().then(
      (m) => live && setView(() => m.Notifications),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [asked, View]);
  // Toasts fade in and out over 500 ms (spec 000 §4).
  return View ? <View position="top-right" transitionDuration={TOAST_FADE_MS} /> : null;
}
