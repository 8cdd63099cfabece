import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from "dompurify";

/**
 * Post HTML made safe to render: DOMPurify with its HTML profile (no scripts, event
 * handlers, javascript: URLs, SVG or MathML, forms or frames); links that open a new
 * tab get rel="noopener noreferrer". Needs a DOM: the browser's, jsdom's in tests, and
 * in the prerenderer the jsdom window it hands over with provideSanitizerDom. Without
 * one DOMPurify would hand the input back unchanged, so this refuses instead.
 */
let serverPurifier: Purifier | undefined;
const hooked = new WeakSet<Purifier>();

/** The prerenderer's DOM (a jsdom window), for sanitizing where there is no browser. */
export function provideSanitizerDom(window: WindowLike): void {
  serverPurifier = DOMPurify(window);
}

function purifier(): Purifier {
  const instance = DOMPurify.isSupported ? DOMPurify : serverPurifier;
  if (!instance?.isSupported) throw new Error("sanitizePostHtml needs a DOM");
  if (!hooked.has(instance)) {
    instance.addHook("afterSanitizeAttributes", (node) => {
      if (node.tagName === "A" && node.getAttribute("target") === "_blank") node.setAttribute("rel", "noopener noreferrer");
    });
    hooked.add(instance);
  }
  return instance;
}

export function sanitizePostHtml(html: string): string {
  return purifier().sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ["target"], FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed"], FORBID_ATTR: ["style"] });
}

/** Whether post HTML can be sanitized here (a browser, or a prerenderer that provided its DOM). */
export function canSanitizePostHtml(): boolean {
  return DOMPurify.isSupported || Boolean(serverPurifier?.isSupported);
}
