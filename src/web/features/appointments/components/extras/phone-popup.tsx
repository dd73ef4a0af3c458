/** Phone display popup (spec 000 §2). */
export function PhonePopup(props: { opened: boolean; onClose: () => void; phone: string }) {
  return props.opened ? null : null;
}
