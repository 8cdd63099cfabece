import { Link, useParams } from "react-router-dom";
import { LoadFailed } from "@/components/load-failed";
import { paths } from "@/config/paths";
import { useBlogCategories } from "@/features/blog/api/list-blog-categories";
import { useOwnerBlogPost } from "@/features/blog/api/owner-blog-posts";
import { DESK_BLOG_MESSAGES } from "@/features/blog/components/desk/desk-blog-messages";
import { PostEditor } from "@/features/blog/components/desk/post-editor";

function BackToPosts() {
  return (
    <Link to={paths.ownerBlog()} className="text-sm font-semibold text-brand-700 hover:underline">
      ← All posts
    </Link>
  );
}

function Loading() {
  return (
    <p role="status" className="py-8 text-center text-slate-700">
      Loading the post…
    </p>
  );
}

/** /owner/blog/new and /owner/blog/<id>: the post editor (docs/decisions/070). */
export function OwnerBlogPostEditorPage() {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const post = useOwnerBlogPost(isNew ? "" : id);
  const categories = useBlogCategories();
  const heading = isNew ? "New post" : "Edit post";

  let body;
  if (categories.isPending || (!isNew && post.isPending)) body = <Loading />;
  else if (categories.isError || (!isNew && post.isError))
    body = <LoadFailed message={DESK_BLOG_MESSAGES.listFailed} onRetry={() => void Promise.all([categories.refetch(), isNew ? null : post.refetch()])} />;
  else if (!isNew && !post.data) body = <p className="py-8 text-slate-700">{DESK_BLOG_MESSAGES.postMissing}</p>;
  else {
    const loaded = isNew ? null : (post.data ?? null);
    // A new key after each save: the form starts again from what the server stored.
    body = <PostEditor key={loaded ? `${loaded.id}:${loaded.updated_at}` : "new"} post={loaded} categories={categories.data} />;
  }

  return (
    <>
      <BackToPosts />
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{heading}</h1>
      <div className="mt-4">{body}</div>
    </>
  );
}
