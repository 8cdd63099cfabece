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
