import { within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { server } from "#tests/msw/server.ts";
import { renderQuote, warmUpQuoteModules } from "#tests/support/quote.tsx";

/**
 * The quote's option cards (src/components/forms/radio-cards.tsx): the chosen card looks chosen and the
 * focused one only focused, whichever has focus (docs/decisions/047).
 */

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
beforeAll(warmUpQuoteModules, 120_000);
afterEach(() => server.events.removeAllListeners());

const card = (radio: HTMLElement) => radio.closest("label")!;
/** The look of a chosen card: the check mark and the thick brand border with its tinted fill. */
function expectChosen(radio: HTMLElement, chosen: boolean) {
  const label = card(radio);
  expect(radio).toHaveProperty("checked", chosen);
  expect(label.hasAttribute("data-checked")).toBe(chosen);
  expect(within(label).queryByTestId("radio-card-check") !== null).toBe(chosen);
  for (const look of ["border-brand-700", "bg-brand-50", "ring-brand-700"]) expect(label.classList.contains(look)).toBe(chosen);
}

describe("the service cards", () => {
  it("opened with Photography chosen: focus is on Photography, the one card that looks chosen", async () => {
    const { dialog } = await renderQuote("/?openQuote=true&service=photography");
    const photography = within(dialog).getByRole("radio", { name: /^Photography/ });
    const appraisal = within(dialog).getByRole("radio", { name: /^Appraisal/ });
    await vi.waitFor(() => expect(photography).toHaveFocus());
    expectChosen(photography, true);
    expectChosen(appraisal, false);
  });

  it("focus on the other card adds nothing of the chosen look to it (focus is an offset outline)", async () => {
    const { dialog, user } = await renderQuote("/?openQuote=true&service=photography");
    const photography = within(dialog).getByRole("radio", { name: /^Photography/ });
    const appraisal = within(dialog).getByRole("radio", { name: /^Appraisal/ });
    await vi.waitFor(() => expect(photography).toHaveFocus());
    appraisal.focus();
    expect(appraisal).toHaveFocus();
    expectChosen(photography, true);
    expectChosen(appraisal, false);
    // The focus look is an outline set off the card, on every card alike.
    expect(card(appraisal).className).toContain("has-[:focus-visible]:outline-offset-2");
    expect(card(appraisal).className).not.toMatch(/has-\[:focus-visible\]:(ring|border|bg)-/);

    // Choosing moves the chosen look, check mark included, and nothing else.
    await user.click(appraisal);
    expectChosen(appraisal, true);
    expectChosen(photography, false);
  });

  it("with nothing chosen, no card looks chosen and focus starts on the first", async () => {
    const { dialog } = await renderQuote("/?openQuote=true");
    const appraisal = within(dialog).getByRole("radio", { name: /^Appraisal/ });
    await vi.waitFor(() => expect(appraisal).toHaveFocus());
    expectChosen(appraisal, false);
    expectChosen(within(dialog).getByRole("radio", { name: /^Photography/ }), false);
  });
});
