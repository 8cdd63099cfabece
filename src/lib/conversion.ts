/**
 * The site's conversion hook: pages report a completed lead here (the thank-you page after a
 * service request, the contact form after a message), and the analytics code
 * (src/features/tracking) forwards it to the analytics / ad tools. Nothing here talks to a
 * vendor: a page only says "a conversion happened".
 *
 * Two ways to listen, use one:
 *  - `onConversion(listener)`: conversions reported before the listener subscribed (the
 *    analytics code loads late) are replayed to it once, then each new one is delivered.
 *  - the window event `njpr:conversion` (a CustomEvent whose `detail` is a Conversion).
 */

import { randomHexId } from "@/lib/random-id";

export const CONVERSION_EVENT = "njpr:conversion";

export type ConversionType = "service_request" | "contact_message";

export interface Conversion {
  type: ConversionType;
  /** The page path where the conversion was reported. */
  path: string;
  /** When it was reported (ms since epoch). */
  at: number;
}

type Listener = (conversion: Conversion) => void;

const MAX_PENDING = 20;
const listeners = new Set<Listener>();
let pending: Conversion[] = [];

export function reportConversion(type: ConversionType, path: string): Conversion {
  const conversion: Conversion = { type, path, at: Date.now() };
  if (listeners.size === 0) {
    pending = [...pending, conversion].slice(-MAX_PENDING);
  } else {
    for (const listener of listeners) listener(conversion);
  }
  if (typeof window !== "undefined") {
    window.dispatchEvent(new CustomEvent<Conversion>(CONVERSION_EVENT, { detail: conversion }));
  }
  return conversion;
}

/** Subscribes to conversions; replays those reported before anyone listened. Returns the unsubscribe. */
export function onConversion(listener: Listener): () => void {
  listeners.add(listener);
  const replay = pending;
  pending = [];
  for (const conversion of replay) listener(conversion);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Router state of the navigation to /thank-you right after a service request was
 * accepted: the thank-you page reports the conversion only then, never on a direct
 * visit (a bookmark, a shared link). A reload keeps the history state, so each
 * submission carries its own id and is reported once per browser session.
 */
export interface SubmissionState {
  submissionId: string;
}

export const REPORTED_SUBMISSIONS_STORAGE_KEY = "conversions_reported";
const MAX_REPORTED_SUBMISSIONS = 20;
/** Where session storage is unavailable: the ids reported while this page lives. */
const reportedInMemory = new Set<string>();

export function freshSubmissionState(): SubmissionState {
  return { submissionId: randomHexId() };
}

/** The submission id the router state carries, or null (a direct visit). */
export function submissionIdOf(state: unknown): string | null {
  if (typeof state !== "object" || state === null) return null;
  const id = (state as Partial<SubmissionState>).submissionId;
  return typeof id === "string" && id.length > 0 ? id : null;
}

function readReported(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(REPORTED_SUBMISSIONS_STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [...reportedInMemory];
  }
}

function markReported(id: string): void {
  reportedInMemory.add(id);
  try {
    const list = [...readReported().filter((existing) => existing !== id), id].slice(-MAX_REPORTED_SUBMISSIONS);
    window.sessionStorage.setItem(REPORTED_SUBMISSIONS_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Kept in memory only.
  }
}

/**
 * Reports the conversion of one submission once per browser session: nothing when the
 * state marks no fresh submission, or when this one was reported already (a reload).
 * Answers whether it reported. Call from effects only.
 */
export function reportSubmissionConversion(type: ConversionType, path: string, state: unknown): boolean {
  const id = submissionIdOf(state);
  if (!id || reportedInMemory.has(id) || readReported().includes(id)) return false;
  markReported(id);
  reportConversion(type, path);
  return true;
}
