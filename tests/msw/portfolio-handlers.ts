import { http, HttpResponse, type RequestHandler } from "msw";
import { inPortfolioOrder, testProjects } from "./fixtures/portfolio";
import { restUrl } from "./urls";

/** Default msw answers for gallery_collections: the fixture projects, featured first, then newest. */
export const portfolioHandlers: RequestHandler[] = [http.get(restUrl("gallery_collections"), () => HttpResponse.json(inPortfolioOrder(testProjects)))];
