/**
 * Content-area placeholder while a page's chunk loads on a first visit without
 * prerendered HTML: the layout (header, footer) is already there, the page follows.
 */
export function PageLoading() {
  return (
    <div aria-busy="true" className="min-h-[60vh]">
      <span className="sr-only">Loading page…</span>
    </div>
  );
}
