import { SITE_VISIT_SESSION_STORAGE_KEY } from "#shared/visit-log.ts";
import { formatSessionId, isSessionId, randomPartFromBytes, SESSION_RANDOM_LENGTH } from "./domain/session-id";

/**
 * What tracking keeps for the browser session (sessionStorage: one tab, until it
 * closes). Where storage is unavailable (privacy modes, blocked storage) the values
 * live in memory for the page's lifetime instead. Call from effects and handlers only.
 */

export const PREVIOUS_PAGE_STORAGE_KEY = "site_visit_previous_page";
export const CAMPAIGN_LOGGED_STORAGE_KEY = "campaign_visits_logged";
export const SHOWCASE_LOGGED_STORAGE_KEY = "showcase_visits_logged";

const memory = new Map<string, string>();

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    memory.set(key, value);
  }
}

function randomPart(): string {
  const bytes = new Uint8Array(SESSION_RANDOM_LENGTH);
  crypto.getRandomValues(bytes);
  return randomPartFromBytes(bytes);
}

/** The session id under the site-visit key, created on first use and reused after. */
export function siteVisitSessionId(): string {
  const stored = read(SITE_VISIT_SESSION_STORAGE_KEY);
  if (isSessionId(stored)) return stored;
  const created = formatSessionId(Date.now(), randomPart());
  write(SITE_VISIT_SESSION_STORAGE_KEY, created);
  return created;
}

/** The page the visitor left last (path plus query), remembered across reloads in this tab. */
export function readPreviousPage(): string | null {
  return read(PREVIOUS_PAGE_STORAGE_KEY);
}

export function rememberPreviousPage(pagePath: string): void {
  write(PREVIOUS_PAGE_STORAGE_KEY, pagePath.slice(0, 2048));
}

function readList(key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(read(key) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

function addToList(key: string, item: string, limit = 50): void {
  const list = readList(key).filter((existing) => existing !== item);
  list.push(item);
  write(key, JSON.stringify(list.slice(-limit)));
}

function removeFromList(key: string, item: string): void {
  write(key, JSON.stringify(readList(key).filter((existing) => existing !== item)));
}

export const campaignLog = {
  has: (utmKey: string) => readList(CAMPAIGN_LOGGED_STORAGE_KEY).includes(utmKey),
  mark: (utmKey: string) => addToList(CAMPAIGN_LOGGED_STORAGE_KEY, utmKey),
};

export const showcaseLog = {
  has: (propertyId: string) => readList(SHOWCASE_LOGGED_STORAGE_KEY).includes(propertyId),
  mark: (propertyId: string) => addToList(SHOWCASE_LOGGED_STORAGE_KEY, propertyId),
  unmark: (propertyId: string) => removeFromList(SHOWCASE_LOGGED_STORAGE_KEY, propertyId),
};

/** For tests: forget what was kept in memory. */
export function resetSessionMemoryForTests(): void {
  memory.clear();
}
