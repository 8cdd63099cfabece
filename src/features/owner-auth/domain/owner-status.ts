/**
 * Where an owner's sign-in stands (docs/decisions/054): every owner policy asks for a listed
 * owner with aal2 in the token, so only that is "owner"; a session at aal1 still needs its
 * second factor (enrolment on a first sign-in, a challenge afterwards).
 */
export type OwnerStatus = "loading" | "signed-out" | "needs-second-factor" | "owner";

export interface SessionFacts {
  hasSession: boolean;
  /** The token's aal claim. */
  currentLevel: string | null;
  /** From public.is_owner(): listed in owners and aal2. */
  isOwner: boolean;
}

export function ownerStatusOf(facts: SessionFacts): Exclude<OwnerStatus, "loading"> {
  if (!facts.hasSession) return "signed-out";
  if (facts.currentLevel !== "aal2") return "needs-second-factor";
  return facts.isOwner ? "owner" : "signed-out";
}
