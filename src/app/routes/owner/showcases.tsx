import { useParams, useSearchParams } from "react-router-dom";
import { DeskNotFoundPage } from "@/app/routes/owner/desk-not-found";
import { NewShowcase } from "@/features/owner-showcases/components/new-showcase";
import { ShowcaseEditor } from "@/features/owner-showcases/components/showcase-editor";
import { ShowcasesList } from "@/features/owner-showcases/components/showcases-list";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /owner/showcases: every showcase, drafts and published (docs/decisions/069). */
export function OwnerShowcasesPage() {
  return <ShowcasesList />;
}

/** /owner/showcases/new[?request=<quote request id>]: a new showcase, from nothing or from a request. */
export function OwnerNewShowcasePage() {
  const [search] = useSearchParams();
  const request = search.get("request");
  return <NewShowcase key={request ?? "none"} requestId={request && UUID.test(request) ? request : null} />;
}

/** /owner/showcases/:id: the editor of one showcase. */
export function OwnerShowcaseEditorPage() {
  const { id = "" } = useParams();
  if (!UUID.test(id)) return <DeskNotFoundPage />;
  return <ShowcaseEditor key={id} id={id} />;
}
