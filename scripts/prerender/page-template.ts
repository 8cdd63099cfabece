import { pageStateScript, type PrerenderedPageState } from "../../src/lib/prerender/page-state.ts";

const ROOT_ELEMENT = '<div id="root"></div>';
const DEFAULT_TITLE = /<title>[\s\S]*?<\/title>/;

/**
 * A prerendered page from the built index.html: the page's own head tags replace the
 * default title, its markup fills the root element, and its state follows the root for
 * main.tsx to hydrate from.
 */
export function fillTemplate(template: string, page: { head: string; body: string; state: PrerenderedPageState }): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  if (!DEFAULT_TITLE.test(template)) throw new Error("index.html has no <title>");
  return template
    .replace(DEFAULT_TITLE, () => page.head)
    .replace(ROOT_ELEMENT, () => `<div id="root">${page.body}</div>${pageStateScript(page.state)}`);
}
