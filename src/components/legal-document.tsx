import { Link } from "react-router-dom";
import type { LegalSection } from "@/content/legal";

/**
 * A legal text (privacy policy, terms of service): an introduction, a linked table of
 * contents and numbered sections. Section ids are stable anchors (/terms#limitation-of-liability).
 */
export function LegalDocument({ sections, label }: { sections: LegalSection[]; label: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 leading-relaxed text-slate-700 sm:px-6">
      <nav aria-label={`${label} contents`} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
        <h2 className="text-base font-semibold text-slate-900">Contents</h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <Link to={`#${section.id}`} className="text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
                {index + 1}. {section.title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10 scroll-mt-28">
          <h2 id={`${section.id}-heading`} className="text-xl font-bold text-slate-900">
            {index + 1}. {section.title}
          </h2>
          {section.blocks.map((block, blockIndex) =>
            block.kind === "paragraph" ? (
              <p key={blockIndex} className="mt-3">
                {block.text}
              </p>
            ) : (
              <ul key={blockIndex} className="mt-3 list-disc space-y-2 pl-6">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </div>
  );
}
