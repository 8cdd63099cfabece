import type { ContactMessageForm } from "#schemas/contact-message.ts";

/**
 * The contact form's draft, kept in the browser's local storage so a visitor who leaves
 * the page (or loses the tab) finds the message again. Pure functions: the storage
 * access lives in the hook (components/use-contact-draft.ts).
 */

export const CONTACT_DRAFT_STORAGE_KEY = "njpr.contact-draft.v1";

export type ContactDraftValues = Required<{ [K in keyof ContactMessageForm]: string }>;

export interface ContactDraft {
  values: ContactDraftValues;
  /** ISO timestamp of the last save. */
  savedAt: string;
}

export const EMPTY_CONTACT_VALUES: ContactDraftValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  message: "",
};

/** docs/product.md §2.4: the draft is saved whenever the message or the email has a value. */
export function shouldSaveDraft(values: Partial<ContactDraftValues>): boolean {
  return Boolean(values.message?.trim() || values.email?.trim());
}

export function serializeDraft(values: ContactDraftValues, savedAt: Date): string {
  const draft: ContactDraft = { values, savedAt: savedAt.toISOString() };
  return JSON.stringify(draft);
}

const FIELD_MAX_LENGTH = 5000;

/** Reads a stored draft; anything malformed (old format, hand-edited, truncated) is null. */
export function parseDraft(raw: string | null): ContactDraft | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== "object") return null;
  const record = parsed as { values?: unknown; savedAt?: unknown };
  if (typeof record.savedAt !== "string" || Number.isNaN(Date.parse(record.savedAt))) return null;
  if (!record.values || typeof record.values !== "object") return null;
  const source = record.values as Record<string, unknown>;
  const values = { ...EMPTY_CONTACT_VALUES };
  for (const key of Object.keys(EMPTY_CONTACT_VALUES) as (keyof ContactDraftValues)[]) {
    const value = source[key];
    if (value === undefined) continue;
    if (typeof value !== "string") return null;
    values[key] = value.slice(0, FIELD_MAX_LENGTH);
  }
  if (!shouldSaveDraft(values)) return null;
  return { values, savedAt: record.savedAt };
}

/** "3:05 PM" for today, "Nov 21, 3:05 PM" for an earlier day (local time). */
export function formatSavedAt(savedAt: string, now: Date = new Date()): string {
  const date = new Date(savedAt);
  const time = date.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
  const sameDay = date.toDateString() === now.toDateString();
  if (sameDay) return time;
  const day = date.toLocaleDateString("en-US", { month: "short", day: "numeric" });
  return `${day}, ${time}`;
}
