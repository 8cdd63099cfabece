import { useDeferredValue, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import {
  blogPostFormSchema,
  POST_EXCERPT_MAX,
  POST_META_DESCRIPTION_MAX,
  POST_META_TITLE_MAX,
  type BlogPostFormInput,
  type BlogPostFormValues,
  type OwnerBlogPost,
} from "#schemas/owner-blog.ts";
import type { BlogCategory } from "#schemas/blog.ts";
import { FormField, FormAlert, Select, TextArea, TextInput } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { useRequestSiteRebuild } from "@/entities/site-build/api/request-site-rebuild";
import { deskBlogProblem, usePublishBlogPost, useSaveBlogPost, useUnpublishBlogPost } from "@/features/blog/api/save-blog-post";
import { proseClasses } from "@/features/blog/components/blog-post-article";
import { CoverPicker } from "@/features/blog/components/desk/cover-picker";
import { DESK_BLOG_MESSAGES } from "@/features/blog/components/desk/desk-blog-messages";
import { PublicationPanel } from "@/features/blog/components/desk/publication-panel";
import { renderPostMarkdown, slugFromTitle } from "@/features/blog/domain/post-markdown";
import { publicationState } from "@/features/blog/domain/publication";

function formDefaults(post: OwnerBlogPost | null): BlogPostFormInput {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    excerpt: post?.excerpt ?? "",
    // A post written as HTML before the desk opens with its HTML: valid Markdown as it is.
    content_markdown: post ? (post.content_markdown ?? post.content) : "",
    category_id: post?.category_id ?? "",
    featured_image: post?.featured_image ?? "",
    meta_title: post?.meta_title ?? "",
    meta_description: post?.meta_description ?? "",
  };
}

/** The rendered post beside (or, on a phone, instead of) the Markdown: the same HTML the site shows, through the same sanitizer. */
function MarkdownPreview({ markdown, title }: { markdown: string; title: string }) {
  const deferred = useDeferredValue(markdown);
  const html = useMemo(() => renderPostMarkdown(deferred), [deferred]);
  return (
    <div className="min-h-64 rounded-lg border border-slate-200 bg-white p-4">
      {title.trim() && <p className="text-2xl font-bold tracking-tight text-slate-900">{title}</p>}
      {deferred.trim() === "" ? (
        <p className="text-slate-600">{DESK_BLOG_MESSAGES.previewEmpty}</p>
      ) : (
        <div className={proseClasses} data-testid="post-preview" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </div>
  );
}

type Pane = "write" | "preview";

/** "N / max" under a field, red past the limit. */
function Counter({ length, max }: { length: number; max: number }) {
  return (
    <span className={length > max ? "text-red-700" : "text-slate-600"}>
      {length} / {max}
    </span>
  );
}

/**
 * The post editor (docs/decisions/070): Markdown with a live preview, title and address, category,
 * excerpt, cover, SEO title and description; save, publish now or at a time, unpublish. A change the
 * public pages show (publishing, unpublishing, editing a published post) asks the host to rebuild the
 * site. What was typed stays when a save fails.
 */
export function PostEditor({ post, categories }: { post: OwnerBlogPost | null; categories: BlogCategory[] }) {
  const navigate = useNavigate();
  const save = useSaveBlogPost();
  const publish = usePublishBlogPost();
  const unpublish = useUnpublishBlogPost();
  const rebuild = useRequestSiteRebuild();
  const [problem, setProblem] = useState<string | null>(null);
  const [pane, setPane] = useState<Pane>("write");
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const form = useForm<BlogPostFormInput, unknown, BlogPostFormValues>({ resolver: zodResolver(blogPostFormSchema), defaultValues: formDefaults(post) });
  const errors = form.formState.errors;
  const markdown = form.watch("content_markdown");
  const title = form.watch("title");
  const excerptLength = (form.watch("excerpt") ?? "").length;
  const metaTitleLength = (form.watch("meta_title") ?? "").length;
  const metaDescriptionLength = (form.watch("meta_description") ?? "").length;
  const busy = save.isPending || publish.isPending || unpublish.isPending;

  /** Saves the form when it has changes (or is new) and answers the saved post; null when the form is invalid or the save failed. */
  async function saveForm(values?: BlogPostFormValues): Promise<OwnerBlogPost | null> {
    setProblem(null);
    if (post && !form.formState.isDirty && !values) return post;
    let checked = values;
    if (!checked) {
      if (!(await form.trigger())) return null;
      checked = blogPostFormSchema.parse(form.getValues());
    }
    try {
      const saved = await save.mutateAsync({
        ...checked,
        content: renderPostMarkdown(checked.content_markdown),
        ...(post ? { id: post.id, expected_updated_at: post.updated_at } : {}),
      });
      form.reset(formDefaults(saved));
      return saved;
    } catch (error) {
      setProblem(deskBlogProblem(error));
      return null;
    }
  }

  /** After a change: the editor shows the saved post (a new one gets its own address in the desk). */
  function showSaved(saved: OwnerBlogPost) {
    if (!post) void navigate(paths.ownerBlogPost(saved.id), { replace: true });
  }

  const submit = form.handleSubmit(async (values) => {
    const saved = await saveForm(values);
    if (!saved) return;
    toast.success(DESK_BLOG_MESSAGES.saved);
    if (publicationState(saved, Date.now()) === "published") rebuild.mutate();
    showSaved(saved);
  });

  async function publishAt(at: string | undefined) {
    const saved = await saveForm();
    if (!saved) return;
    try {
      const published = await publish.mutateAsync(at ? { id: saved.id, at } : { id: saved.id });
      const state = publicationState(published, Date.now());
      toast.success(state === "scheduled" ? DESK_BLOG_MESSAGES.scheduled : DESK_BLOG_MESSAGES.published);
      if (state === "published") rebuild.mutate();
      showSaved(published);
    } catch (error) {
      setProblem(deskBlogProblem(error));
      showSaved(saved);
    }
  }

  async function takeOff() {
    if (!post) return;
    setProblem(null);
    try {
      await unpublish.mutateAsync({ id: post.id });
      toast.success(DESK_BLOG_MESSAGES.unpublished);
      rebuild.mutate();
    } catch (error) {
      setProblem(deskBlogProblem(error));
    }
  }

  const paneButton = (value: Pane, label: string) => (
    <Button variant={pane === value ? "secondary" : "ghost"} size="sm" aria-pressed={pane === value} onClick={() => setPane(value)}>
      {label}
    </Button>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <form onSubmit={(event) => void submit(event)} noValidate className="min-w-0 space-y-4" aria-label="Post">
        <FormField label="Title" required error={errors.title?.message}>
          <TextInput
            {...form.register("title", {
              onChange: (event: { target: { value: string } }) => {
                if (!slugTouched) form.setValue("slug", slugFromTitle(event.target.value), { shouldDirty: true });
              },
            })}
          />
        </FormField>
        <FormField label="Address" required error={errors.slug?.message} hint={`The post's page: /blog/${form.watch("slug") || "…"}`}>
          <TextInput autoCapitalize="none" spellCheck={false} {...form.register("slug", { onChange: () => setSlugTouched(true) })} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Category" error={errors.category_id?.message}>
            <Select {...form.register("category_id")}>
              <option value="">No category</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </Select>
          </FormField>
          <div>
            <p className="mb-1 text-sm font-semibold text-slate-900">
              Cover image <span className="font-normal text-slate-600">(optional)</span>
            </p>
            <CoverPicker
              id="cover"
              value={form.watch("featured_image") ?? ""}
              onChange={(path) => form.setValue("featured_image", path, { shouldDirty: true })}
            />
          </div>
        </div>
        <FormField
          label="Excerpt"
          error={errors.excerpt?.message}
          hint="Shown on the blog's list and when the post is shared."
          footer={<Counter length={excerptLength} max={POST_EXCERPT_MAX} />}
        >
          <TextArea rows={2} {...form.register("excerpt")} />
        </FormField>

        <section aria-labelledby="post-text-heading" className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="post-text-heading" className="text-lg font-semibold text-slate-900">
              Text (Markdown)
            </h2>
            <div className="flex gap-1 lg:hidden" role="group" aria-label="Show">
              {paneButton("write", "Write")}
              {paneButton("preview", "Preview")}
            </div>
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <div className={cn(pane === "preview" && "hidden lg:block")}>
              <FormField label="Post text" required error={errors.content_markdown?.message} hint="## for a heading, **bold**, - for a list, [words](https://…) for a link.">
                <TextArea rows={18} className="font-mono text-sm" {...form.register("content_markdown")} />
              </FormField>
            </div>
            <div className={cn(pane === "write" && "hidden lg:block")}>
              <p className="mb-1 text-sm font-semibold text-slate-900">Preview</p>
              <MarkdownPreview markdown={markdown} title={title} />
            </div>
          </div>
        </section>

        <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">Search engines</legend>
          <FormField
            label="SEO title"
            error={errors.meta_title?.message}
            hint="The title search results show; the post's title when empty."
            footer={<Counter length={metaTitleLength} max={POST_META_TITLE_MAX} />}
          >
            <TextInput {...form.register("meta_title")} />
          </FormField>
          <FormField
            label="SEO description"
            error={errors.meta_description?.message}
            hint="The text under the title in search results; the excerpt when empty."
            footer={<Counter length={metaDescriptionLength} max={POST_META_DESCRIPTION_MAX} />}
          >
            <TextArea rows={3} {...form.register("meta_description")} />
          </FormField>
        </fieldset>

        {problem && <FormAlert title={problem} />}
        <Button type="submit" className="w-full sm:w-auto" disabled={busy || (Boolean(post) && !form.formState.isDirty)}>
          {save.isPending ? "Saving…" : post ? "Save changes" : "Save draft"}
        </Button>
      </form>
      <PublicationPanel post={post} busy={busy} onPublish={(at) => void publishAt(at)} onUnpublish={() => void takeOff()} />
    </div>
  );
}
