import { within } from "@testing-library/react";
import { expect } from "vitest";

/**
 * The form's honeypot (components/forms/bot-check.tsx) as a person and a screen reader meet
 * it: off screen, hidden from the accessibility tree, out of the tab order, never autofilled,
 * empty. Answers its input, for a test that plays the bot.
 */
export function expectHiddenHoneypot(form: HTMLElement): HTMLInputElement {
  const honeypot = within(form).getByTestId("bot-check-honeypot");
  expect(honeypot).toHaveAttribute("aria-hidden", "true");
  expect(honeypot.className).toMatch(/-left-\[10000px\]/);
  const input = honeypot.querySelector("input")!;
  expect(input).toHaveAttribute("name", "website");
  expect(input).toHaveAttribute("tabindex", "-1");
  expect(input).toHaveAttribute("autocomplete", "off");
  expect(input).toHaveValue("");
  // Hidden from the accessibility tree: no role query finds it.
  expect(within(form).queryByRole("textbox", { name: "Leave this field empty" })).not.toBeInTheDocument();
  return input;
}
