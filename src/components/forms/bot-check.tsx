import { useCallback, useEffect, useId, useRef, useState } from "react";
import { HONEYPOT_FIELD } from "#shared/bot-check.ts";
import { env } from "@/config/env";
import { loadTurnstile, type TurnstileApi } from "@/lib/turnstile";

/**
 * What the contact form and the quote form send beside the visitor's values so
 * that send-contact-email can tell a person from a script
 * (docs/decisions/035-abuse-limits.md): the honeypot's value, the time from the
 * form appearing to the send, and, when VITE_TURNSTILE_SITE_KEY is set, the
 * Turnstile widget's token.
 */
export interface BotCheckValues {
  website: string;
  fillMs: number;
  turnstileToken?: string | null;
}

export interface BotCheck {
  /** The values to send now. */
  read(): BotCheckValues;
  /** After a send: Turnstile tokens are single-use, so the widget gets a new one. */
  renew(): void;
  /** Wiring for <BotCheckFields>. */
  bind: BotCheckBinding;
}

interface BotCheckBinding {
  honeypot: React.RefObject<HTMLInputElement | null>;
  openedAt: React.RefObject<number>;
  token: React.RefObject<string | null>;
  renewals: number;
}

/** One per form; render <BotCheckFields check={...} /> inside the form. */
export function useBotCheck(siteKey: string | undefined = env.VITE_TURNSTILE_SITE_KEY): BotCheck {
  const honeypot = useRef<HTMLInputElement | null>(null);
  const openedAt = useRef(0);
  const token = useRef<string | null>(null);
  const [renewals, setRenewals] = useState(0);
  const read = useCallback((): BotCheckValues => {
    const values: BotCheckValues = {
      website: honeypot.current?.value ?? "",
      fillMs: openedAt.current > 0 ? Math.max(0, Math.round(Date.now() - openedAt.current)) : 0,
    };
    if (siteKey) values.turnstileToken = token.current;
    return values;
  }, [siteKey]);
  const renew = useCallback(() => {
    token.current = null;
    setRenewals((count) => count + 1);
  }, []);
  return { read, renew, bind: { honeypot, openedAt, token, renewals } };
}

/**
 * The honeypot (a text field people never see, that screen readers skip and
 * Tab never reaches, which bots fill) and, with a site key, the Turnstile
 * widget, loaded only then. The form's fill time starts when this mounts.
 */
export function BotCheckFields({ check, siteKey = env.VITE_TURNSTILE_SITE_KEY }: { check: BotCheck; siteKey?: string | undefined }) {
  const { honeypot, openedAt, token, renewals } = check.bind;
  const inputId = useId();

  useEffect(() => {
    openedAt.current = Date.now();
  }, [openedAt]);

  return (
    <>
      <div aria-hidden="true" data-testid="bot-check-honeypot" className="pointer-events-none absolute -left-[10000px] top-0 h-px w-px overflow-hidden opacity-0">
        <label htmlFor={inputId}>Leave this field empty</label>
        <input ref={honeypot} id={inputId} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {siteKey ? <TurnstileWidget siteKey={siteKey} token={token} renewals={renewals} /> : null}
    </>
  );
}

function TurnstileWidget({ siteKey, token, renewals }: { siteKey: string; token: React.RefObject<string | null>; renewals: number }) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: TurnstileApi; id: string } | null>(null);

  useEffect(() => {
    let cancelled = false;
    void loadTurnstile().then((api) => {
      if (cancelled || !api || !container.current) return;
      const id = api.render(container.current, {
        sitekey: siteKey,
        size: "flexible",
        callback: (value) => {
          token.current = value;
        },
        "expired-callback": () => {
          token.current = null;
        },
        "error-callback": () => {
          token.current = null;
        },
      });
      widget.current = { api, id };
    });
    return () => {
      cancelled = true;
      if (widget.current) widget.current.api.remove(widget.current.id);
      widget.current = null;
    };
  }, [siteKey, token]);

  useEffect(() => {
    if (renewals > 0 && widget.current) widget.current.api.reset(widget.current.id);
  }, [renewals]);

  return <div ref={container} className="min-h-[65px]" data-testid="turnstile-widget" />;
}
