import { Link } from "react-router-dom";
import { paths } from "@/config/paths";

/** A desk address that names no section. */
export function DeskNotFoundPage() {
  return (
    <section aria-labelledby="desk-not-found-heading" className="py-10">
      <h1 id="desk-not-found-heading" className="text-xl font-bold text-slate-900">
        This part of the desk does not exist
      </h1>
      <p className="mt-2 text-slate-700">
        <Link to={paths.ownerRequests()} className="font-semibold text-brand-700 underline">
          Go to the requests
        </Link>
      </p>
    </section>
  );
}
