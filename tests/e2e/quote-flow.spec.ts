import { coveredCounties } from "../../supabase/functions/_shared/domain/covered-counties.ts";
import { MIN_FILL_MS } from "../../supabase/functions/_shared/domain/bot-check.ts";
import { withE2eDatabase } from "./database.ts";
import { expect, test } from "./fixtures.ts";
import { fillContact, quoteDialog, visitor } from "./quote-support.ts";

/**
 * The quote flow end to end (docs/product.md §1.2 Quote modal, §1.7) against the built app and a fresh local
 * stack: njpr-properties over the generated nj_parcels, validate_discount_code,
 * send-contact-email storing into service_requests and mailing through MailDev.
 */

interface Parcel {
  gis_pin: string;
  prop_street: string;
  city: string;
  zip: string;
  county_name: string;
  sq_ft: number;
}

const COVERED = coveredCounties.map((county) => county.name.toUpperCase());
let covered: Parcel;
/** Part of the covered parcel's address, as a visitor types it: house number and the street's first letters. */
let coveredPartial: string;
let notCovered: Parcel;
const prices = new Map<string, number>();

test.beforeAll(async () => {
  await withE2eDatabase(async (client) => {
    // Residential parcels whose street address is the only one of its kind, so typing
    // just the street (no town) finds it among the first five suggestions.
    const parcels = `select gis_pin, prop_street, city, zip, county_name, sq_ft from public.nj_parcels
      where property_class = '2' and prop_street ~ '^[0-9]+ [A-Za-z]' and city is not null and zip is not null
        and prop_street in (select prop_street from public.nj_parcels group by prop_street having count(*) = 1)`;
    // A covered home of 1,600–2,400 sq ft (the 1500_to_2500 tier) whose house number and
    // the first three letters of its street ("12 Oak" of "12 Oakwood Dr") find it among the
    // modal's five suggestions (the street name is longer than those letters).
    const inside = await client.query<Parcel & { partial: string }>(
      `with candidates as (
         ${parcels} and upper(county_name) = any($1) and sq_ft between 1600 and 2400
           and prop_street ~ '^[0-9]+ [A-Za-z]{5,}'
         order by gis_pin limit 200
       )
       select c.*, p.partial from candidates as c
       cross join lateral (select substring(c.prop_street from '^[0-9]+ [A-Za-z]{3}') as partial) as p
       where exists (select 1 from public.search_nj_parcels(p.partial, 5) as s where s.gis_pin = c.gis_pin)
       order by c.gis_pin limit 1`,
      [COVERED],
    );
    const outside = await client.query<Parcel>(`${parcels} and not (upper(county_name) = any($1)) order by gis_pin limit 1`, [COVERED]);
    const pricing = await client.query<{ service_id: string; tier_name: string; price: string }>(
      "select service_id, tier_name, price from public.service_pricing",
    );
    for (const row of pricing.rows) prices.set(`${row.service_id}|${row.tier_name}`, Number(row.price));
    expect(inside.rows[0], "the stack has a covered residential parcel").toBeDefined();
    expect(outside.rows[0], "the stack has a parcel outside the covered counties").toBeDefined();
    const { partial, ...parcel } = inside.rows[0]!;
    covered = parcel;
    coveredPartial = partial;
    notCovered = outside.rows[0]!;
  });
});

const dollars = (amount: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);

const titleCase = (county: string) =>
  county
    .replace(/\s+county$/i, "")
    .toLowerCase()
    .split(" ")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

interface CaughtMail {
  subject: string;
  to: { address: string }[];
}

async function mailsMatching(predicate: (mail: CaughtMail) => boolean, expected: number): Promise<CaughtMail[]> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const all = (await (await fetch(`${process.env.E2E_MAIL_URL}/email`)).json()) as CaughtMail[];
    const found = all.filter(predicate);
    if (found.length >= expected) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return [];
}

async function storedRequest(email: string) {
  return withE2eDatabase(async (client) => {
    const { rows } = await client.query<{
      service_type: string;
      property_address: string;
      client_final_price: string;
      server_final_price: string;
      price_mismatch: boolean;
      phone: string;
      email: string;
      selected_photography_package: string | null;
      discount_code: { code: string } | null;
    }>("select * from public.service_requests where email = $1", [email.toLowerCase()]);
    return rows;
  });
}

test("a visitor finds a property by part of its address, sends an appraisal request and lands on /thank-you", async ({ page }) => {
  test.setTimeout(90_000);
  const person = visitor("a");
  await page.goto("/?openQuote=true&service=appraisal");
  const dialog = quoteDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radio", { name: /^Appraisal\b/ })).toBeChecked();

  // Part of the address: the house number and the first letters of the street.
  expect(covered.prop_street.startsWith(coveredPartial) && coveredPartial.length < covered.prop_street.length).toBe(true);
  await dialog.getByRole("combobox", { name: "Property address" }).fill(coveredPartial);
  const option = dialog.getByRole("option").filter({ hasText: covered.prop_street }).filter({ hasText: covered.zip }).first();
  await option.click();
  await expect(page).toHaveURL(new RegExp(`pin=${covered.gis_pin.replace(/\./g, "\\.")}`));
  await expect(dialog.getByText("We've Got You Covered!")).toBeVisible();
  const price = prices.get("appraisal|1500_to_2500")!;
  await expect(dialog.getByTestId("quote-final-price")).toHaveText(dollars(price));

  await fillContact(page, person);
  await dialog.getByLabel(/Appraisal type/).selectOption("Refinance");
  // A person takes longer than MIN_FILL_MS from the form appearing to sending it; a
  // request sent sooner is kept but flagged as suspected spam and not confirmed by mail
  // (docs/decisions/035), and this test checks the visitor's confirmation.
  await page.waitForTimeout(MIN_FILL_MS);
  await dialog.getByRole("button", { name: "Request Appraisal" }).click();

  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
  await expect(page.getByText("Your request has been sent! We'll contact you soon.", { exact: true })).toBeVisible();
  await expect(quoteDialog(page)).toHaveCount(0);

  const rows = await storedRequest(person.email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ service_type: "appraisal", phone: "9085550134", email: person.email.toLowerCase(), price_mismatch: false });
  expect(Number(rows[0]!.client_final_price)).toBe(price);
  expect(Number(rows[0]!.server_final_price)).toBe(price);
  expect(rows[0]!.property_address).toContain(covered.prop_street);

  const toVisitor = await mailsMatching((mail) => mail.to.some((to) => to.address === person.email.toLowerCase()), 1);
  expect(toVisitor).toHaveLength(1);
  const toBusiness = await mailsMatching((mail) => mail.subject.includes(`New appraisal request: ${person.firstName} ${person.lastName}`), 1);
  expect(toBusiness).toHaveLength(1);
});

test("a marketer's photography link opens with everything chosen and the discounted price; the server agrees", async ({ page }) => {
  test.setTimeout(90_000);
  const person = visitor("m");
  await page.goto(
    `/?utm_source=newsletter&openQuote=true&service=photography&pin=${covered.gis_pin}&package=custom&selection1=floor-plans&selection2=virtual-tours&discount=SPRING10`,
  );
  const dialog = quoteDialog(page);
  await expect(dialog.getByRole("radio", { name: /^Photography\b/ })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: /Custom package/ })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: /Floor Plans/ })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: /Virtual Tours/ })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: /Aerial Photography/ })).not.toBeChecked();
  await expect(page.getByText("Discount applied: 10% off", { exact: true })).toBeVisible();

  const base = prices.get("floor-plans|1500_to_2500")! + prices.get("virtual-tours|1500_to_2500")!;
  const final = Math.round(base * 0.9 * 100) / 100;
  await expect(dialog.getByTestId("quote-base-price")).toHaveText(dollars(base));
  await expect(dialog.getByTestId("quote-final-price")).toHaveText(dollars(final));

  await fillContact(page, person);
  await dialog.getByRole("button", { name: "Request Photography" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  const rows = await storedRequest(person.email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ service_type: "photography", selected_photography_package: "custom", price_mismatch: false });
  expect(rows[0]!.discount_code?.code).toBe("SPRING10");
  expect(Number(rows[0]!.server_final_price)).toBe(final);
  expect(Number(rows[0]!.client_final_price)).toBe(final);
});

test("an out-of-coverage property shows the disabled request button with its tooltip", async ({ page }) => {
  await page.goto(`/?openQuote=true&service=appraisal&pin=${notCovered.gis_pin}`);
  const dialog = quoteDialog(page);
  const button = dialog.getByRole("button", { name: "Request Appraisal" });
  await expect(button).toHaveAttribute("aria-disabled", "true");
  await expect(dialog.getByText("We've Got You Covered!")).toHaveCount(0);
  const message = `Unfortunately we do not currently service ${titleCase(notCovered.county_name)} County`;
  const tooltip = dialog.getByRole("tooltip");
  await expect(tooltip).toBeHidden();
  await button.hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText(message);
  await expect(button).toHaveAccessibleDescription(message);
  // Clicking does nothing.
  await button.click({ force: true });
  await expect(page).toHaveURL(/openQuote=true/);
});

test("keyboard alone can complete a request", async ({ page }) => {
  test.setTimeout(120_000);
  const person = visitor("k");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  async function tabTo(matches: () => Promise<boolean>, limit = 60) {
    for (let i = 0; i < limit; i += 1) {
      await page.keyboard.press("Tab");
      if (await matches()) return;
    }
    throw new Error("never reached by Tab");
  }
  const focusedText = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? "");
  const focusedLabel = () =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      // The label's text without the required star or "(optional)" of the form primitives' <Label>.
      const label = element?.labels?.[0]?.innerText?.replace(/\s*(\*|\(optional\))\s*$/, "").trim();
      return label ?? element?.getAttribute("aria-label") ?? "";
    });

  await tabTo(async () => (await focusedText()) === "Get Free Quote");
  await page.keyboard.press("Enter");
  const dialog = quoteDialog(page);
  await expect(dialog).toBeVisible();

  // The Appraisal radio of the service group, then Space to choose it.
  const focusedRadio = () =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      return element?.name === "quote-service" ? element.value : null;
    });
  if ((await focusedRadio()) !== "appraisal") await tabTo(async () => (await focusedRadio()) === "appraisal");
  await page.keyboard.press("Space");
  await expect(dialog.getByRole("radio", { name: /^Appraisal\b/ })).toBeChecked();

  const address = dialog.getByRole("combobox", { name: "Property address" });
  await tabTo(async () => (await focusedLabel()) === "Property address");
  await expect(address).toBeFocused();
  await page.keyboard.type(covered.prop_street);
  await expect(dialog.getByRole("option").first()).toBeVisible();
  const options = await dialog.getByRole("option").allInnerTexts();
  const index = options.findIndex((text) => text.includes(covered.prop_street) && text.includes(covered.zip));
  expect(index).toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= index; i += 1) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("We've Got You Covered!")).toBeVisible();

  await tabTo(async () => (await focusedLabel()) === "First name");
  await page.keyboard.type(person.firstName);
  await page.keyboard.press("Tab");
  await page.keyboard.type(person.lastName);
  await page.keyboard.press("Tab");
  await page.keyboard.type(person.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(person.phone);
  await expect(dialog.getByLabel("Phone")).toHaveValue("(908) 555-0134");
  await tabTo(async () => (await focusedText()) === "Request Appraisal");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/thank-you$/);
  expect(await storedRequest(person.email)).toHaveLength(1);
});

test("at 320 px the modal fits the screen and the suggestions open as a bottom sheet; Escape closes and keeps other parameters", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/?utm_campaign=spring&openQuote=true&service=appraisal");
  const dialog = quoteDialog(page);
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await dialog.getByRole("button", { name: /Property address/ }).click();
  const sheet = page.getByRole("dialog", { name: "Find the property" });
  await expect(sheet).toBeVisible();
  const sheetBox = await sheet.boundingBox();
  expect(Math.round(sheetBox!.y + sheetBox!.height)).toBe(640);
  await sheet.getByRole("combobox", { name: "Property address" }).fill(covered.prop_street);
  await sheet.getByRole("option").filter({ hasText: covered.prop_street }).filter({ hasText: covered.zip }).first().click();
  await expect(sheet).toHaveCount(0);
  await expect(dialog.getByText("We've Got You Covered!")).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/\?utm_campaign=spring$/);
});
