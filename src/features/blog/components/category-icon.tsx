/** The icon of each blog category (docs/product.md §2.3 blog_categories), by slug; unknown categories get a document. */
const PATHS: Record<string, string[]> = {
  "market-analysis": ["M3 3v18h18", "M7 15l4-4 3 3 5-6"],
  "homeowner-tips": ["M3 11l9-7 9 7", "M5 10v10h14V10", "M10 20v-6h4v6"],
  "photography-tips": ["M4 8h3l2-3h6l2 3h3v11H4z", "M12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z"],
  "industry-standards": ["M12 3l7 3v5c0 5-3 8-7 10-4-2-7-5-7-10V6z", "M9 12l2 2 4-4"],
  "financial-tips": ["M12 3v18", "M17 7H9.5a3 3 0 0 0 0 6h5a3 3 0 0 1 0 6H6"],
  technology: ["M4 5h16v11H4z", "M8 20h8", "M12 16v4"],
  history: ["M12 7v5l3 2", "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z"],
};
const DEFAULT = ["M6 3h9l4 4v14H6z", "M14 3v5h5", "M9 13h7", "M9 17h5"];

export function CategoryIcon({ slug, className = "h-4 w-4" }: { slug: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className}>
      {(PATHS[slug] ?? DEFAULT).map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
