import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { cn } from "@/lib/cn";

export interface FaqAccordionItem {
  id: string;
  question: string;
  answer: string;
}

/** A short list of questions as a single-open, collapsible accordion (the home page's FAQ). */
export function FaqAccordion({ items, className }: { items: readonly FaqAccordionItem[]; className?: string }) {
  return (
    <Accordion type="single" collapsible className={cn("rounded-2xl border border-slate-200 bg-white px-6", className)}>
      {items.map((item) => (
        <AccordionItem key={item.id} value={item.id}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
