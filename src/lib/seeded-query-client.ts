import { hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "@/lib/query-client";

/** A client with the site's defaults holding `queries` (a prerendered page's dehydrated cache). */
export function createSeededQueryClient(queries: DehydratedState | undefined): QueryClient {
  const client = createQueryClient();
  if (queries) hydrate(client, queries);
  return client;
}
