import { readEnv } from "./env.ts";

/**
 * Cloudflare Turnstile, optional (docs/decisions/035-abuse-limits.md). With
 * the TURNSTILE_SECRET_KEY secret set, a form's token is checked at the
 * siteverify endpoint (TURNSTILE_VERIFY_URL, for tests a local stand-in);
 * unset, nothing is checked.
 */

export const DEFAULT_TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
const VERIFY_TIMEOUT_MS = 5000;

/** The answer (403) to a request without a token Turnstile accepts. */
export const TURNSTILE_REFUSED = "The anti-spam check did not pass. Please reload the page and try again, or call us.";

/**
 * 'off': Turnstile is not configured. 'passed' / 'refused': siteverify's
 * verdict (a missing token is refused without asking). 'unreachable':
 * siteverify could not be asked or gave no verdict (the caller decides; the
 * lead function keeps the lead, flagged).
 */
export type TurnstileOutcome = "off" | "passed" | "refused" | "unreachable";

export function turnstileEnabled(): boolean {
  return readEnv("TURNSTILE_SECRET_KEY") !== undefined;
}

export async function verifyTurnstile(token: string | null | undefined): Promise<TurnstileOutcome> {
  const secret = readEnv("TURNSTILE_SECRET_KEY");
  if (secret === undefined) return "off";
  if (!token) return "refused";
  const url = readEnv("TURNSTILE_VERIFY_URL") ?? DEFAULT_TURNSTILE_VERIFY_URL;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), VERIFY_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret, response: token }),
      signal: controller.signal,
    });
    if (!response.ok) {
      console.error(`turnstile: siteverify answered ${response.status}`);
      await response.body?.cancel();
      return "unreachable";
    }
    const verdict = (await response.json()) as { success?: unknown; "error-codes"?: unknown };
    if (verdict.success === true) return "passed";
    console.warn("turnstile: token refused:", JSON.stringify(verdict["error-codes"] ?? []));
    return "refused";
  } catch (error) {
    console.error("turnstile: siteverify not reachable:", (error as Error).message);
    return "unreachable";
  } finally {
    clearTimeout(timer);
  }
}
