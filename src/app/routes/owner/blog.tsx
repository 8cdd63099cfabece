import { Link } from "react-router-dom";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { SiteRebuildNotice } from "@/entities/site-build/components/site-rebuild-notice";
import { OwnerPostList } from "@/features/blog/components/desk/owner-post-list";

/** /owner/blog: every post with where it stands, "New post", and the newsletter list (docs/decisions/070). */
export function OwnerBlogPage() {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Blog</h1>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.ownerBlogSubscribers()} className={buttonClasses({ variant: "outline", size: "sm" })}>
            Newsletter subscribers
          </Link>
          <Link to={paths.ownerBlogNewPost()} className={buttonClasses({ size: "sm" })}>
            New post
          </Link>
        </div>
      </div>
      <div className="mt-4">
        <SiteRebuildNotice />
        <OwnerPostList />
      </div>
    </>
  );
}
