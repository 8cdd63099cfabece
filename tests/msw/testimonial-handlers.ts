import { http, HttpResponse, type RequestHandler } from "msw";
import { testTestimonials } from "./fixtures/testimonials";
import { restUrl } from "./urls";

/** Default msw answers for testimonials: the launch set, in order. */
export const testimonialHandlers: RequestHandler[] = [http.get(restUrl("testimonials"), () => HttpResponse.json(testTestimonials))];
