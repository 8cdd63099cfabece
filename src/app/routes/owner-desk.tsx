import { Head } from "@/components/seo/head";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { useOwnerSession } from "@/features/owner-auth/api/use-owner-session";
import { OwnerGate } from "@/features/owner-auth/components/owner-gate";

/**
 * /owner: the start of the owner's desk, behind <OwnerGate> (aal2 owners only,
 * docs/decisions/054). The desk's requests and appointments pages replace this body.
 */
export function OwnerDeskPage() {
  return (
    <>
      <Head title="Owner's desk" description="The owner's desk." canonicalPath={paths.owner()} noindex />
      <OwnerGate>
        <DeskStart />
      </OwnerGate>
    </>
  );
}

function DeskStart() {
  const { session, signOut } = useOwnerSession();
  return (
    <main id="main-content" className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Owner's desk</h1>
      <p className="mt-3 text-slate-700">Signed in as {session?.user.email}.</p>
      <Button variant="outline" className="mt-6" onClick={() => void signOut()}>
        Sign out
      </Button>
    </main>
  );
}
