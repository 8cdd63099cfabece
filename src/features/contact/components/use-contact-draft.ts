import { useCallback, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { ContactMessageForm, contactMessageSchema } from "#schemas/contact-message.ts";
import {
  CONTACT_DRAFT_STORAGE_KEY,
  EMPTY_CONTACT_VALUES,
  parseDraft,
  serializeDraft,
  shouldSaveDraft,
  type ContactDraftValues,
} from "@/features/contact/domain/contact-draft";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings): the form still works, without a draft.
    return null;
  }
}

/**
 * Keeps the contact form's draft in local storage: restores it once on mount, saves it
 * (with its saved-at time) whenever the email or message has a value, removes it when
 * both are emptied, and `clear()` drops it after a successful send.
 */
export type ContactFormApi = UseFormReturn<ContactMessageForm, unknown, z.output<typeof contactMessageSchema>>;

export function useContactDraft(form: ContactFormApi) {
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const lastSaved = useRef<string | null>(null);

  useEffect(() => {
    const store = storage();
    let raw: string | null = null;
    try {
      raw = store?.getItem(CONTACT_DRAFT_STORAGE_KEY) ?? null;
    } catch {
      raw = null;
    }
    const draft = parseDraft(raw);
    if (draft) {
      lastSaved.current = JSON.stringify(draft.values);
      form.reset(draft.values);
      setSavedAt(draft.savedAt);
      setRestored(true);
    }
    // Only on mount: a later reset (after sending) must not bring the draft back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const subscription = form.watch((current) => {
      const values: ContactDraftValues = { ...EMPTY_CONTACT_VALUES, ...(current as Partial<ContactDraftValues>) };
      const key = JSON.stringify(values);
      if (key === lastSaved.current) return;
      const store = storage();
      try {
        if (shouldSaveDraft(values)) {
          const now = new Date();
          store?.setItem(CONTACT_DRAFT_STORAGE_KEY, serializeDraft(values, now));
          lastSaved.current = key;
          setSavedAt(now.toISOString());
        } else {
          store?.removeItem(CONTACT_DRAFT_STORAGE_KEY);
          lastSaved.current = key;
          setSavedAt(null);
        }
      } catch {
        // Quota exceeded or storage disabled: keep going without a draft.
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const clear = useCallback(() => {
    try {
      storage()?.removeItem(CONTACT_DRAFT_STORAGE_KEY);
    } catch {
      // Nothing to clear.
    }
    lastSaved.current = JSON.stringify(EMPTY_CONTACT_VALUES);
    setSavedAt(null);
    setRestored(false);
  }, []);

  return { savedAt, restored, clear };
}
