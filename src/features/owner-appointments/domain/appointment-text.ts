import type { DeskAppointment } from "#schemas/owner-appointments.ts";
import { SERVICES } from "#shared/service-catalogue.ts";

/** How the desk names an appointment's service and status (docs/product.md §2 Owner's desk). Pure. */

export function serviceName(appointment: Pick<DeskAppointment, "serviceId" | "serviceType">): string {
  const entry = (SERVICES as readonly { id: string; name: string }[]).find((service) => service.id === appointment.serviceId);
  if (entry) return entry.name;
  return appointment.serviceType === "appraisal" ? "Appraisal" : "Photography";
}

export function statusLabel(appointment: Pick<DeskAppointment, "status" | "confirmedAt">): string {
  if (appointment.status === "held") return "Held by a visitor";
  if (appointment.status === "cancelled") return "Cancelled";
  return appointment.confirmedAt ? "Confirmed" : "Booked, not confirmed";
}
