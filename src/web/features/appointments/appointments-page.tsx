/** The appointments screen (spec 000 §2). Placeholder while the grid is being built. */
export function AppointmentsPage() {
  return <div>Appuntamenti</div>;
}
