import { Marked } from "marked";
import { sanitizePostHtml } from "@/features/blog/domain/sanitize-html";

/**
 * A post's Markdown as the site shows it (docs/decisions/070): marked (CommonMark with GitHub's
 * tables, strikethrough and autolinks) turns it into HTML, and the site's one sanitizer
 * (sanitize-html.ts) keeps what may run out of it, so the desk's preview, the HTML the desk saves
 * and the public page (which sanitizes again when it renders) all show the same safe post. A
 * post written as HTML before the desk is valid Markdown as it is: its HTML blocks pass through.
 */
const marked = new Marked({ gfm: true, breaks: false, async: false });

export function renderPostMarkdown(markdown: string): string {
  return sanitizePostHtml(marked.parse(markdown, { async: false }));
}

/** A post's address from its title: lowercase ASCII words joined by single hyphens, at most 160 characters. */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 160)
    .replace(/-+$/, "");
}
