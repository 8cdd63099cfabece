import { act, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BotCheckFields, useBotCheck, type BotCheck } from "@/components/forms/bot-check";
import { loadTurnstile, TURNSTILE_SCRIPT_URL, type TurnstileApi, type TurnstileRenderOptions } from "@/lib/turnstile";

/**
 * The forms' bot checks (docs/decisions/035-abuse-limits.md): the honeypot and
 * the fill time always; Cloudflare Turnstile only with a site key, and then
 * loaded lazily, its token sent and renewed after each send.
 */

let latest: BotCheck | undefined;
function Form({ siteKey }: { siteKey?: string }) {
  const check = useBotCheck(siteKey);
  latest = check;
  return (
    <form>
      <BotCheckFields check={check} siteKey={siteKey} />
    </form>
  );
}

afterEach(() => {
  delete window.turnstile;
  document.getElementById("cf-turnstile-script")?.remove();
  latest = undefined;
});

describe("without a Turnstile site key", () => {
  it("loads nothing and sends no token: only the honeypot and the fill time", () => {
    render(<Form />);
    expect(document.querySelector("script[src*='turnstile']")).toBeNull();
    expect(screen.queryByTestId("turnstile-widget")).not.toBeInTheDocument();
    const values = latest!.read();
    expect(values).toEqual({ website: "", fillMs: expect.any(Number) });
    expect(values).not.toHaveProperty("turnstileToken");
  });
});

describe("the honeypot", () => {
  it("passes axe: hidden from assistive technology with nothing focusable in the tab order", async () => {
    const view = render(
      <main>
        <Form />
      </main>,
    );
    const results = await axe.run(view.container, { rules: { "color-contrast": { enabled: false } }, resultTypes: ["violations"] });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe("with a Turnstile site key", () => {
  it("renders the widget with the key and sends its token; after a send the widget is reset and the old token dropped", async () => {
    const options: TurnstileRenderOptions[] = [];
    const api: TurnstileApi = {
      render: vi.fn((_container: HTMLElement, given: TurnstileRenderOptions) => {
        options.push(given);
        return "widget-1";
      }),
      reset: vi.fn(),
      remove: vi.fn(),
    };
    window.turnstile = api;
    const view = render(<Form siteKey="0x4AAAAAAAtest" />);
    expect(screen.getByTestId("turnstile-widget")).toBeInTheDocument();
    await vi.waitFor(() => expect(api.render).toHaveBeenCalledTimes(1));
    expect(options[0]).toMatchObject({ sitekey: "0x4AAAAAAAtest" });
    expect(latest!.read().turnstileToken).toBeNull();

    act(() => options[0]!.callback("token-abc"));
    expect(latest!.read()).toMatchObject({ website: "", turnstileToken: "token-abc" });

    act(() => latest!.renew());
    expect(api.reset).toHaveBeenCalledWith("widget-1");
    expect(latest!.read().turnstileToken).toBeNull();

    act(() => options[0]!["expired-callback"]!());
    expect(latest!.read().turnstileToken).toBeNull();
    view.unmount();
    expect(api.remove).toHaveBeenCalledWith("widget-1");
  });

  it("adds Cloudflare's script once, on demand, and answers the API when it loads", async () => {
    const first = loadTurnstile();
    const second = loadTurnstile();
    const scripts = document.querySelectorAll(`script[src="${TURNSTILE_SCRIPT_URL}"]`);
    expect(scripts).toHaveLength(1);
    const api = { render: vi.fn(), reset: vi.fn(), remove: vi.fn() } as unknown as TurnstileApi;
    window.turnstile = api;
    scripts[0]!.dispatchEvent(new Event("load"));
    expect(await first).toBe(api);
    expect(await second).toBe(api);
  });
});
