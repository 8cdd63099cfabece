import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { paths } from "@/config/paths";
import { useOwnerSession } from "@/features/owner-auth/api/use-owner-session";
import { SIGN_IN_MESSAGES } from "@/features/owner-auth/domain/sign-in-messages";

/**
 * Renders the desk only for an owner at aal2 (docs/decisions/054); anyone else goes to
 * /owner/sign-in, which brings them back here afterwards. The database refuses them as
 * well: every owner policy is `using (public.is_owner())`.
 */
export function OwnerGate({ children }: { children: ReactNode }) {
  const { status } = useOwnerSession();
  const location = useLocation();
  if (status === "loading") {
    return (
      <p className="mx-auto max-w-md px-4 py-16 text-center text-slate-600" role="status">
        {SIGN_IN_MESSAGES.loading}
      </p>
    );
  }
  if (status !== "owner") return <Navigate to={paths.ownerSignIn(location.pathname + location.search)} replace />;
  return <>{children}</>;
}
