import type { Session } from "@supabase/supabase-js";
import { createQueryClient } from "@/lib/query-client";
import { ownerSessionQuery } from "@/features/owner-auth/api/use-owner-session";

/**
 * A query client whose owner session is already read as an owner at aal2, so <OwnerGate>
 * renders the desk at once (the database's own check is tested in tests/backend/owner-desk.test.ts).
 */
export function signedInOwnerQueryClient(email = "owner@example.com") {
  const queryClient = createQueryClient({ retry: false });
  queryClient.setQueryData(ownerSessionQuery().queryKey, { status: "owner", session: { user: { email } } as unknown as Session });
  return queryClient;
}
