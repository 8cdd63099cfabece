import { useSearchParams } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { paths } from "@/config/paths";
import { OwnerSignIn } from "@/features/owner-auth/components/owner-sign-in";

/**
 * /owner/sign-in: the owner's sign-in (docs/decisions/054). noindex, never prerendered (an
 * app-shell path), not in the sitemap, never logged as a visit (paths.isOwnerPath).
 */
export function OwnerSignInPage() {
  const [search] = useSearchParams();
  return (
    <>
      <meta name="referrer" content="no-referrer" />
      <Head title="Owner sign-in" description="Sign in to the owner's desk." canonicalPath={paths.ownerSignIn()} noindex />
      <OwnerSignIn next={search.get("next")} />
    </>
  );
}
