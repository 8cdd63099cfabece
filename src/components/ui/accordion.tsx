import * as AccordionPrimitive from "@radix-ui/react-accordion";
import type { ComponentPropsWithRef } from "react";
import { ChevronDownIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";

/**
 * Radix Accordion with the site's styling: keyboard navigation (arrows, Home, End),
 * aria-expanded/aria-controls and heading semantics come from Radix.
 * The FAQ pattern (one open at a time, collapsible) is:
 *
 *   <Accordion type="single" collapsible>
 *     <AccordionItem value="cost">
 *       <AccordionTrigger>How much does an appraisal cost?</AccordionTrigger>
 *       <AccordionContent>…</AccordionContent>
 *     </AccordionItem>
 *   </Accordion>
 */
export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: ComponentPropsWithRef<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn("border-b border-slate-200 last:border-b-0", className)} {...props} />;
}

export interface AccordionTriggerProps extends ComponentPropsWithRef<typeof AccordionPrimitive.Trigger> {
  /** Heading level of the trigger's header element (default h3). */
  headingLevel?: 2 | 3 | 4;
}

export function AccordionTrigger({ className, children, headingLevel = 3, ...props }: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="m-0">
        <AccordionPrimitive.Trigger
          className={cn(
            "group flex w-full items-center justify-between gap-4 py-4 text-left text-base font-semibold text-slate-900 " +
              "hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 rounded-sm",
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDownIcon className="h-5 w-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180" />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ className, children, ...props }: ComponentPropsWithRef<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content className="overflow-hidden text-slate-700" {...props}>
      <div className={cn("pb-4 leading-relaxed", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
