import { useParams } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { paths } from "@/config/paths";
import { ManageAppointment } from "@/features/appointments/components/manage-appointment";

/**
 * /appointment/:token: a booked appointment's private manage page (docs/decisions/050),
 * linked only from its mails and the thank-you page. noindex, no referrer, never prerendered
 * (no loader: the token is checked by manage-appointment), not in the sitemap, never logged
 * as a visit (paths.isSecretLinkPath).
 */
export function AppointmentPage() {
  const { token = "" } = useParams();
  return (
    <>
      <meta name="referrer" content="no-referrer" />
      <Head title="Your appointment" description="Reschedule or cancel your appointment." canonicalPath={paths.appointment("")} noindex />
      <ManageAppointment token={token} />
    </>
  );
}
