import { formatPrice } from "../../supabase/functions/_shared/domain/en-us-numbers.ts";
import { blockingViolations } from "./axe.ts";
import { e2eRows } from "./database.ts";
import { expect, test, waitForApp } from "./fixtures.ts";
import { addOwner, signInFirstTime } from "./owner-sign-in.ts";
import { bookablePin, fillContact, quoteDialog, visitor } from "./quote-support.ts";

/**
 * A price change from the desk end to end (docs/decisions/071), on a phone: the owner signs in,
 * changes the aerial photography price of mid-size homes (the tier of bookablePin's parcels;
 * no other spec prices that add-on, nor reads that tier as a 'From' price), and the change is
 * recorded in the past prices; a visitor's quote then shows the new price, and the request the
 * visitor sends is stored with the same price recomputed by the server. The price is put back.
 */

const PHONE = { width: 390, height: 844 };
const SERVICE = "aerial-photography";
const TIER = "1500_to_2500";

test("the owner changes a price on a phone; the quote shows it and the server prices the request with it", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const [seeded] = await e2eRows<{ price: string }>("select price from public.service_pricing where service_id = $1 and tier_name = $2", [SERVICE, TIER]);
  const oldPrice = Number(seeded!.price);
  const newPrice = oldPrice + 37.5;
  try {
    await page.setViewportSize(PHONE);
    const ownerEmail = await addOwner("prices");
    await page.goto("/owner/sign-in");
    await waitForApp(page);
    await signInFirstTime(page, ownerEmail);
    await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Prices" }).click();
    const section = page.getByRole("region", { name: "Aerial Photography" });
    const midSize = section.getByLabel(/1,500 to 2,500 sq ft/);
    await expect(midSize).toHaveValue(String(oldPrice));
    // One column on a phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // An empty tier is refused in place and nothing is stored.
    await midSize.fill("");
    await section.getByRole("button", { name: "Save Aerial Photography prices" }).click();
    await expect(section.getByText("Enter a price: every size needs one")).toBeVisible();
    expect(await e2eRows("select 1 from public.service_price_changes where service_id = $1", [SERVICE])).toHaveLength(0);

    await midSize.fill(String(newPrice));
    await midSize.press("Enter");
    await expect(page.getByText(/Aerial Photography: prices saved\./)).toBeVisible();
    await section.getByText(/^Past prices/).click();
    await expect(section.getByText(`1,500 to 2,500 sq ft: ${formatPrice(oldPrice)} → ${formatPrice(newPrice)} · ${ownerEmail}`, { exact: false })).toBeVisible();
    const violations = await blockingViolations(page);
    expect(violations, `Prices, 390 px: ${JSON.stringify(violations, null, 2)}`).toEqual([]);

    // The discount codes page fits the phone too, and lists the seeded codes.
    await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Discount codes" }).click();
    await expect(page.getByRole("button", { name: "Deactivate SPRING10" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const codeViolations = await blockingViolations(page);
    expect(codeViolations, `Discount codes, 390 px: ${JSON.stringify(codeViolations, null, 2)}`).toEqual([]);

    // A visitor (another browser, nothing cached) asks for a quote of the add-on.
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: PHONE });
    const visitorPage = await context.newPage();
    const pin = await bookablePin();
    await visitorPage.goto(`/?openQuote=true&service=photography&pin=${encodeURIComponent(pin)}&package=custom&selection1=${SERVICE}`);
    const dialog = quoteDialog(visitorPage);
    await expect(dialog.getByRole("checkbox", { name: /Aerial Photography/ })).toBeChecked();
    await expect(dialog.getByTestId("quote-final-price")).toHaveText(formatPrice(newPrice));
    const person = visitor("price");
    await fillContact(visitorPage, person);
    await dialog.getByRole("button", { name: "Request Photography" }).click();
    await expect(visitorPage).toHaveURL(/\/thank-you$/);
    await context.close();

    const [stored] = await e2eRows<{ server_base_price: string; server_final_price: string; client_final_price: string; price_mismatch: boolean }>(
      "select server_base_price, server_final_price, client_final_price, price_mismatch from public.service_requests where lower(email) = lower($1)",
      [person.email],
    );
    expect(stored).toBeDefined();
    expect([Number(stored!.server_base_price), Number(stored!.server_final_price), Number(stored!.client_final_price), stored!.price_mismatch]).toEqual([
      newPrice,
      newPrice,
      newPrice,
      false,
    ]);
  } finally {
    await e2eRows("update public.service_pricing set price = $3 where service_id = $1 and tier_name = $2", [SERVICE, TIER, oldPrice]);
  }
});
