/**
 * ANNOTAZIONI VEICOLO (`vehicle-annotations-popup.tsx`, spec 000 §2, §5) loaded at first use
 * (README "Performance"): its code arrives at the desk's first key press or tap on the page, or at
 * the first opening, and the popup stays mounted from then on.
 */
import type { ComponentProps } from 'react';
import { lazyPopup, OnceOpened, usePreloadOnFirstUse } from '@web/components/lazy-popup';

const Popup = lazyPopup(() => import('./vehicle-annotations-popup'), 'VehicleAnnotationsPopup');
const PRELOAD = [Popup];

/** Same props as the popup itself. */
export function VehicleAnnotationsPopup(props: ComponentProps<typeof Popup>) {
  usePreloadOnFirstUse(PRELOAD);
  return (
    <OnceOpened opened={props.opened} onLoadFailed={props.onClose}>
      <Popup {...props} />
    </OnceOpened>
  );
}
