/** ANNOTAZIONI VEICOLO popup (spec 000 §2). */
export function VehicleAnnotationsPopup(props: {
  opened: boolean;
  onClose: () => void;
  plate: string;
  model: string;
}) {
  return props.opened ? null : null;
}
