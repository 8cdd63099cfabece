import { Link } from "react-router-dom";
import { paths } from "@/config/paths";
import { SubscriberList } from "@/features/blog/components/desk/subscriber-list";

/** /owner/blog/subscribers: who signed up for the newsletter, with a CSV download (docs/decisions/070). */
export function OwnerBlogSubscribersPage() {
  return (
    <>
      <Link to={paths.ownerBlog()} className="text-sm font-semibold text-brand-700 hover:underline">
        ← All posts
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Newsletter subscribers</h1>
      <p className="mt-1 text-slate-700">Addresses people left on the blog&apos;s sign-up. Only the owner sees this list.</p>
      <div className="mt-4">
        <SubscriberList />
      </div>
    </>
  );
}
