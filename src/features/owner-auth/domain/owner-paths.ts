/**
 * Where the sign-in page sends the owner afterwards: `next` when it is a path under /owner
 * other than the sign-in page itself (never another site), else the desk.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !/^\/owner(\/|\?|$)/.test(next) || next.startsWith("/owner/sign-in") || next.includes("//") || next.includes("\\")) return "/owner";
  return next;
}
