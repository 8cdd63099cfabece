import { z } from "zod";

/**
 * request-site-rebuild's answer: the host's build hook was called ("started"), or there is no
 * SITE_BUILD_HOOK_URL ("no-hook": the site must be rebuilt by hand). The hook's address is never
 * part of it.
 */
export const siteRebuildAnswerSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("started"), requested_at: z.string() }),
  z.object({ status: z.literal("no-hook") }),
]);
export type SiteRebuildAnswer = z.infer<typeof siteRebuildAnswerSchema>;
