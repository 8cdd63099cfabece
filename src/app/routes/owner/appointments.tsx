import { OwnerAppointments } from "@/features/owner-appointments/components/owner-appointments";

/** /owner/appointments: the week and the list of appointments, with confirm, move and cancel (docs/decisions/056). */
export function OwnerAppointmentsPage() {
  return <OwnerAppointments />;
}
