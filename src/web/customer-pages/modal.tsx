/**
 * A modal on the native `<dialog>` (`showModal`): the browser traps focus, closes on Esc
 * and makes the page behind inert — accessible without a UI library. `onClose` runs only
 * when the person closes it (Esc), not when `open` turns false.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

export function Modal(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { open } = props;
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="pb-modal"
      aria-labelledby={titleId}
      onClose={() => openRef.current && props.onClose()}
    >
      {open && (
        <>
          <h2 id={titleId}>{props.title}</h2>
          {props.children}
        </>
      )}
    </dialog>
  );
}
