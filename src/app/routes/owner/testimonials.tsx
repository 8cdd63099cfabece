import { TestimonialsDesk } from "@/features/owner-testimonials/components/testimonials-desk";

/** /owner/testimonials: the home page's client quotes, their order and visibility (docs/decisions/068). */
export function OwnerTestimonialsPage() {
  return <TestimonialsDesk />;
}
