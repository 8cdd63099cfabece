import DOMPurify from "dompurify";

/**
 * Post HTML made safe to render: DOMPurify with its HTML profile (no scripts, event
 * handlers, javascript: URLs, SVG or MathML, forms or frames); links that open a new
 * tab get rel="noopener noreferrer". Needs a DOM (the browser, or jsdom in tests):
 * without one DOMPurify would hand the input back unchanged, so this refuses instead.
 */
let hooked = false;

export function sanitizePostHtml(html: string): string {
  if (!DOMPurify.isSupported) throw new Error("sanitizePostHtml needs a DOM");
  if (!hooked) {
    DOMPurify.addHook("afterSanitizeAttributes", (node) => {
      if (node.tagName === "A" && node.getAttribute("target") === "_blank") node.setAttribute("rel", "noopener noreferrer");
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ["target"], FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed"], FORBID_ATTR: ["style"] });
}
