import { randomHexId } from "@/lib/random-id";

let sessionId: string | null = null;

/**
 * One id per page load: a new hold from the same id releases the previous one, so a
 * visitor who changes their mind (or closes and reopens the quote) holds one time at most;
 * booking-times counts its per-session limit by it too.
 */
export function bookingSessionId(): string {
  sessionId ??= randomHexId();
  return sessionId;
}
