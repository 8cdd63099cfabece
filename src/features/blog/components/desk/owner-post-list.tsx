import { Link } from "react-router-dom";
import type { OwnerBlogPost } from "#schemas/owner-blog.ts";
import { LoadFailed } from "@/components/load-failed";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { useOwnerBlogPosts } from "@/features/blog/api/owner-blog-posts";
import { DESK_BLOG_MESSAGES } from "@/features/blog/components/desk/desk-blog-messages";
import { PublicationStatus } from "@/features/blog/components/desk/publication-panel";
import { publicationState } from "@/features/blog/domain/publication";

const BADGE: Record<ReturnType<typeof publicationState>, { label: string; className: string }> = {
  draft: { label: "Draft", className: "bg-slate-100 text-slate-800" },
  scheduled: { label: "Scheduled", className: "bg-amber-100 text-amber-950" },
  published: { label: "Published", className: "bg-emerald-100 text-emerald-900" },
};

function PostRow({ post }: { post: OwnerBlogPost }) {
  const badge = BADGE[publicationState(post, Date.now())];
  return (
    <li>
      <Link
        to={paths.ownerBlogPost(post.id)}
        className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <span className="flex flex-wrap items-center gap-2">
          <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", badge.className)}>{badge.label}</span>
          <span className="font-semibold text-slate-900">{post.title}</span>
        </span>
        <span className="mt-1 block text-sm text-slate-700">
          <PublicationStatus post={post} /> · /blog/{post.slug}
        </span>
      </Link>
    </li>
  );
}

/** Every post, drafts and scheduled ones too, last changed first; loading, empty and error states. */
export function OwnerPostList() {
  const posts = useOwnerBlogPosts();
  if (posts.isPending)
    return (
      <p role="status" className="py-8 text-center text-slate-700">
        Loading posts…
      </p>
    );
  if (posts.isError) return <LoadFailed message={DESK_BLOG_MESSAGES.listFailed} onRetry={() => void posts.refetch()} />;
  if (posts.data.length === 0) return <p className="py-8 text-center text-slate-700">{DESK_BLOG_MESSAGES.empty}</p>;
  return (
    <ul className="space-y-2" aria-label="Posts">
      {posts.data.map((post) => (
        <PostRow key={post.id} post={post} />
      ))}
    </ul>
  );
}
