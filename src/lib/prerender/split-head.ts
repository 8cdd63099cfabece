/**
 * React 19 renders a component's <title>, <meta> and <link> into the document head. When it
 * renders a part of a page (the app inside <div id="root">, not the whole document), the
 * server output starts with those hoisted tags, followed by the app's own markup. This splits
 * the two, so the head tags go into the page's <head> and the rest into the root element.
 */
const LEADING_HEAD_TAG = /^(?:<title\b[^>]*>[\s\S]*?<\/title>|<(?:meta|link|base)\b[^>]*>)/;

export function splitHoistedHead(markup: string): { head: string; body: string } {
  let rest = markup;
  const tags: string[] = [];
  for (let match = LEADING_HEAD_TAG.exec(rest); match; match = LEADING_HEAD_TAG.exec(rest)) {
    tags.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: tags.join(""), body: rest };
}
