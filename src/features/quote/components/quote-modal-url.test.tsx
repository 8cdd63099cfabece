import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { server } from "#tests/msw/server.ts";
import { currentUrl } from "#tests/support/render-app.tsx";
import { QUOTE_DIALOG_NAME, renderQuote, warmUpQuoteModules } from "#tests/support/quote.tsx";
import { renderApp } from "#tests/support/render-app.tsx";

beforeAll(warmUpQuoteModules, 120_000);
afterEach(() => server.events.removeAllListeners());

const params = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe("the quote modal is driven by the URL", () => {
  it("opens from openQuote=true with the service of the link, and closing clears only the quote parameters", async () => {
    const { dialog, router, user } = await renderQuote("/about?utm_source=mailer&openQuote=true&service=appraisal&discount=BAD1");
    expect(within(dialog).getByRole("radio", { name: /Appraisal/ })).toBeChecked();
    expect(within(dialog).getByRole("combobox", { name: "Property address" })).toBeEnabled();

    await user.click(within(dialog).getByRole("button", { name: "Close quote" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(currentUrl(router)).toBe("/about?utm_source=mailer");
  });

  it("the address box is disabled until a service is chosen; each choice is written back, replacing the entry", async () => {
    const { dialog, router, user } = await renderQuote("/?openQuote=true");
    const address = within(dialog).getByRole("combobox", { name: "Property address" });
    expect(address).toBeDisabled();
    expect(router.state.historyAction).toBe("POP");

    await user.click(within(dialog).getByRole("radio", { name: /Photography/ }));
    await waitFor(() => expect(params(router)).toEqual({ openQuote: "true", service: "photography" }));
    expect(router.state.historyAction).toBe("REPLACE");
    await waitFor(() => expect(address).toBeEnabled());

    await user.click(within(dialog).getByRole("radio", { name: /Appraisal/ }));
    await waitFor(() => expect(params(router).service).toBe("appraisal"));
  });

  it("the header's Get Free Quote opens it; Escape closes it, focus returns to the link, and back/forward reopen it", async () => {
    const { router, user } = renderApp("/services?tab=x");
    const link = (await screen.findAllByRole("link", { name: "Get Free Quote" }))[0]!;
    await user.click(link);
    const dialog = await screen.findByRole("dialog", { name: QUOTE_DIALOG_NAME });
    expect(currentUrl(router)).toBe("/services?tab=x&openQuote=true");
    await user.click(within(dialog).getByRole("radio", { name: /Photography/ }));
    await waitFor(() => expect(currentUrl(router)).toBe("/services?tab=x&openQuote=true&service=photography"));

    // Back closes the modal, forward reopens it as it was.
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(currentUrl(router)).toBe("/services?tab=x");
    await router.navigate(1);
    const reopened = await screen.findByRole("dialog", { name: QUOTE_DIALOG_NAME });
    expect(within(reopened).getByRole("radio", { name: /Photography/ })).toBeChecked();
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    // Opened by a link and closed with Escape: back to the page's own entry, focus on the link.
    const again = (await screen.findAllByRole("link", { name: "Get Free Quote" }))[0]!;
    await user.click(again);
    await screen.findByRole("dialog", { name: QUOTE_DIALOG_NAME });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(currentUrl(router)).toBe("/services?tab=x");
    await waitFor(() => expect(again).toHaveFocus());
  });

  it("two changes in immediate succession both reach the URL (each starts from the other, not from the last render)", async () => {
    const { dialog, router } = await renderQuote("/?openQuote=true&service=photography&pin=1009_12_3.01&package=custom");
    const floorPlans = await within(dialog).findByRole("checkbox", { name: /Floor Plans/ });
    const aerial = within(dialog).getByRole("checkbox", { name: /Aerial Photography/ });
    // In one act scope React renders only after both: the second click comes before the URL
    // written by the first has rendered (in the browser, URL updates render in a transition).
    act(() => {
      fireEvent.click(floorPlans);
      fireEvent.click(aerial);
    });
    await waitFor(() =>
      expect(params(router)).toEqual({
        openQuote: "true",
        service: "photography",
        pin: "1009_12_3.01",
        package: "custom",
        selection1: "floor-plans",
        selection2: "aerial-photography",
      }),
    );
    await waitFor(() => expect(floorPlans).toBeChecked());
    expect(aerial).toBeChecked();
  });

  it("keeps focus inside the modal (focus trap)", async () => {
    const { dialog, user } = await renderQuote("/?openQuote=true&service=appraisal");
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it("ignores junk parameters", async () => {
    const { dialog } = await renderQuote("/?openQuote=true&service=helicopter&package=%00&selection1=x&pin=%20&discount=%20%20");
    expect(within(dialog).getByRole("radio", { name: /Appraisal/ })).not.toBeChecked();
    expect(within(dialog).getByRole("radio", { name: /Photography/ })).not.toBeChecked();
    expect(within(dialog).getByRole("combobox", { name: "Property address" })).toBeDisabled();
  });

  it("a page preset with an appraisal type fills the form's appraisal type", async () => {
    const { dialog } = await renderQuote("/appraisals/estate?openQuote=true&service=appraisal&appraisalType=estate&pin=1009_12_3.01");
    expect(await within(dialog).findByLabelText(/Appraisal type/)).toHaveValue("Estate");
  });

  it("the form's appraisal type is cleared with the URL's: Photography and back to Appraisal", async () => {
    const { dialog, router, user } = await renderQuote("/?openQuote=true&service=appraisal&appraisalType=estate&pin=1009_12_3.01");
    expect(await within(dialog).findByLabelText(/Appraisal type/)).toHaveValue("Estate");
    await user.click(within(dialog).getByRole("radio", { name: /^Photography/ }));
    await waitFor(() => expect(params(router).service).toBe("photography"));
    await user.click(within(dialog).getByRole("radio", { name: /^Appraisal/ }));
    await waitFor(() => expect(params(router).service).toBe("appraisal"));
    expect(params(router).appraisalType).toBeUndefined();
    expect(await within(dialog).findByLabelText(/Appraisal type/)).toHaveValue("");
  });

  it("the form's appraisal type follows back/forward", async () => {
    const withoutType = "/?openQuote=true&service=appraisal&pin=1009_12_3.01";
    const { dialog, router } = await renderQuote(`${withoutType}&appraisalType=divorce`, { initialEntries: [withoutType] });
    const select = await within(dialog).findByLabelText(/Appraisal type/);
    expect(select).toHaveValue("Divorce");
    await router.navigate(-1);
    await waitFor(() => expect(currentUrl(router)).toBe(withoutType));
    await waitFor(() => expect(within(dialog).getByLabelText(/Appraisal type/)).toHaveValue(""));
    await router.navigate(1);
    await waitFor(() => expect(within(dialog).getByLabelText(/Appraisal type/)).toHaveValue("Divorce"));
  });
});

describe("under 768 px", () => {
  it("opens the address suggestions in a bottom sheet", async () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query.includes("max-width: 767"),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    vi.stubGlobal("matchMedia", matchMedia);
    try {
      const { dialog, router, user } = await renderQuote("/?openQuote=true&service=appraisal");
      expect(within(dialog).queryByRole("combobox")).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole("button", { name: /Property address/ }));
      const sheet = await screen.findByRole("dialog", { name: "Find the property" });
      expect(sheet.className).toContain("bottom-0");
      await user.type(within(sheet).getByRole("combobox", { name: "Property address" }), "maple");
      await user.click(await within(sheet).findByRole("option", { name: /5 Maple Ave/ }));
      await waitFor(() => expect(params(router).pin).toBe("0223_105_14"));
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "Find the property" })).not.toBeInTheDocument());
      expect(await screen.findByText("We've Got You Covered!")).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
