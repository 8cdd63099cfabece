/** Client testimonials shown on the home page (docs/product.md §1.3 Testimonial: name, rating, text, isGoogle). */
export interface Testimonial {
  name: string;
  /** Who the client was, e.g. "Estate executor, Flemington". */
  context: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  /** Left as a Google review (shown with a "Google review" label). */
  isGoogle: boolean;
}

export const testimonials: readonly Testimonial[] = [
  {
    name: "Karen M.",
    context: "Estate executor, Flemington",
    rating: 5,
    text: "After my mother passed, our attorney needed a date-of-death appraisal for the estate. They explained exactly what the report would cover, inspected the house within a week and had it to us in three business days. Professional and kind at a hard time.",
    isGoogle: true,
  },
  {
    name: "David R.",
    context: "Homeowner, Morristown",
    rating: 5,
    text: "We used their appraisal to get PMI removed from our mortgage. The report was thorough, the lender accepted it without a single question, and we're saving over $200 a month.",
    isGoogle: true,
  },
  {
    name: "Jennifer L.",
    context: "Listing agent, Westfield",
    rating: 5,
    text: "I book them for photos, drone shots and floor plans on every listing. Scheduling is easy, they're on time, and the media is back in a couple of days. My sellers always comment on how good the photos look.",
    isGoogle: true,
  },
  {
    name: "Michael T.",
    context: "Divorce attorney, Somerville",
    rating: 5,
    text: "Clear, well-supported reports that hold up when the other side pushes back. When a client's matter involves the marital home, they're my first call.",
    isGoogle: false,
  },
  {
    name: "Priya S.",
    context: "Seller, Princeton",
    rating: 5,
    text: "The pre-listing appraisal gave us a realistic asking price backed by actual comparable sales. We went under contract in eleven days, close to our list price.",
    isGoogle: true,
  },
  {
    name: "Tom and Linda B.",
    context: "Homeowners, Hackettstown",
    rating: 5,
    text: "Our property tax assessment had gone up far more than our neighbors'. Their appraisal supported our appeal and the county board reduced our assessment.",
    isGoogle: true,
  },
];
