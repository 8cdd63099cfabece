import { BookingSettings } from "@/features/owner-appointments/components/booking-settings";

/** /owner/settings: the booking rules, blocked days and blocked hours (docs/decisions/056). */
export function OwnerSettingsPage() {
  return <BookingSettings />;
}
