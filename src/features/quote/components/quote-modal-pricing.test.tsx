import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testPricingRows } from "#tests/msw/service-pricing-handlers.ts";
import { server } from "#tests/msw/server.ts";
import { restUrl } from "#tests/msw/urls.ts";
import { recordRequests, renderQuote, urls, warmUpQuoteModules } from "#tests/support/quote.tsx";

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
beforeAll(warmUpQuoteModules, 120_000);
afterEach(() => server.events.removeAllListeners());

const FLEMINGTON = "1009_12_3.01"; // 1,850 sq ft → 1500_to_2500
const HACKENSACK = "0223_105_14"; // 1,200 sq ft → under_1500
const LARGE = "1009_12_7"; // 3,200 sq ft → over_2500

const params = (router: { state: { location: { search: string } } }) => Object.fromEntries(new URLSearchParams(router.state.location.search));
const finalPrice = async () => (await screen.findByTestId("quote-final-price")).textContent;
/** Waits for the shown final price: a change of service, package or code re-renders it asynchronously. */
const expectFinalPrice = (price: string) => waitFor(async () => expect(await finalPrice()).toBe(price));

describe("pricing", () => {
  it("prices an appraisal by the property's size tier", async () => {
    for (const [pin, price] of [
      [HACKENSACK, "$450"],
      [FLEMINGTON, "$500"],
      [LARGE, "$575"],
    ] as const) {
      const view = await renderQuote(`/?openQuote=true&service=appraisal&pin=${pin}`);
      await waitFor(async () => expect(await finalPrice()).toBe(price));
      view.unmount();
    }
  });

  it("reads a tier once for the page and the quote: the home page's under_1500 prices price an under_1500 property", async () => {
    const pricing = recordRequests(restUrl("service_pricing"));
    await renderQuote(`/?openQuote=true&service=appraisal&pin=${HACKENSACK}`);
    await waitFor(async () => expect(await finalPrice()).toBe("$450"));
    expect(await screen.findByText("Appraisals from $450", {}, { timeout: 8000 })).toBeInTheDocument();
    // (While the property loads, the quote may read the unknown-size tier, 1500_to_2500.)
    const tiers = pricing.map((request) => new URL(request.url).searchParams.get("tier_name"));
    expect(tiers.filter((tier) => tier === "eq.under_1500")).toHaveLength(1);
  });

  it("falls back to 450 silently when the prices cannot be read", async () => {
    server.use(http.get(restUrl("service_pricing"), () => HttpResponse.json({ message: "down" }, { status: 500 })));
    await renderQuote(`/?openQuote=true&service=appraisal&pin=${LARGE}`);
    await waitFor(async () => expect(await finalPrice()).toBe("$450"), { timeout: 8000 });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("photography: packages by tier, custom add-ons written to the URL, another package clears them", async () => {
    const { dialog, router, user } = await renderQuote(`/?openQuote=true&service=photography&pin=${FLEMINGTON}`);
    expect(await within(dialog).findByText("Choose a package to see your price.")).toBeInTheDocument();
    const premium = await within(dialog).findByRole("radio", { name: /Premium Photography Package/ });
    await waitFor(() => expect(premium.closest("label")).toHaveTextContent("$449"));
    await user.click(premium);
    await waitFor(() => expect(params(router).package).toBe("premium-photography"));
    await expectFinalPrice("$449");

    await user.click(within(dialog).getByRole("radio", { name: /Custom package/ }));
    await user.click(await within(dialog).findByRole("checkbox", { name: /Floor Plans/ }));
    await user.click(within(dialog).getByRole("checkbox", { name: /Aerial Photography/ }));
    await waitFor(() =>
      expect(params(router)).toMatchObject({ package: "custom", selection1: "floor-plans", selection2: "aerial-photography" }),
    );
    await expectFinalPrice("$390");

    await user.click(within(dialog).getByRole("radio", { name: /Basic Photography Package/ }));
    await waitFor(() => expect(params(router).package).toBe("basic-photography"));
    expect(params(router).selection1).toBeUndefined();
    await expectFinalPrice("$299");
  });

  it("a chosen package without a price says the price is confirmed by email, not 'Choose a package'", async () => {
    server.use(
      http.get(restUrl("service_pricing"), () =>
        HttpResponse.json(testPricingRows("1500_to_2500").filter((row) => row.service_id !== "premium-photography")),
      ),
    );
    const { dialog, user } = await renderQuote(`/?openQuote=true&service=photography&pin=${FLEMINGTON}`);
    expect(await within(dialog).findByText("Choose a package to see your price.")).toBeInTheDocument();
    const premium = within(dialog).getByRole("radio", { name: /Premium Photography Package/ });
    await waitFor(() => expect(premium.closest("label")).toHaveTextContent("Price by email"));
    await user.click(premium);
    expect(await within(dialog).findByText("Price confirmed by email. You can still send the request.")).toBeInTheDocument();
    expect(within(dialog).queryByText("Choose a package to see your price.")).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId("quote-final-price")).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("radio", { name: /Custom package/ }));
    expect(await within(dialog).findByText("Choose at least one service to see your price.")).toBeInTheDocument();
  });

  it("a record without a living area asks the home's size, shows no price until it is chosen, and prices by the choice", async () => {
    server.use(
      http.get(`${urls.search}/:pin`, () =>
        HttpResponse.json({ GIS_PIN: "1009_1_1", Prop_Mail_Street: "1 Field Ln", P_City: "Flemington", COUNTY_NAME: "Hunterdon", Sq_Ft: null }),
      ),
    );
    const { dialog, user } = await renderQuote("/?openQuote=true&service=appraisal&pin=1009_1_1");
    const size = await within(dialog).findByRole("group", { name: "How large is the home (living area)?" });
    expect(within(dialog).getByText(/does not list this home's living area/)).toBeInTheDocument();
    expect(within(dialog).getByText("Choose the home's size to see your price.")).toBeInTheDocument();
    expect(within(dialog).queryByTestId("quote-final-price")).not.toBeInTheDocument();

    // Sending without a size says what is missing.
    await user.click(within(dialog).getByRole("button", { name: "Request Appraisal" }));
    expect(await within(dialog).findByText("Please choose the home's size")).toBeInTheDocument();

    await user.click(within(size).getByRole("radio", { name: "Over 2,500 sq ft" }));
    await expectFinalPrice("$575");
    expect(within(dialog).queryByText("Please choose the home's size")).not.toBeInTheDocument();
    await user.click(within(size).getByRole("radio", { name: "Under 1,500 sq ft" }));
    await expectFinalPrice("$450");
  });

  it("a record with a living area asks nothing", async () => {
    const { dialog } = await renderQuote(`/?openQuote=true&service=appraisal&pin=${FLEMINGTON}`);
    await expectFinalPrice("$500");
    expect(within(dialog).queryByRole("group", { name: /How large is the home/ })).not.toBeInTheDocument();
  });
});

describe("discount codes", () => {
  it("Apply is disabled while the code is empty; a valid percentage code shows 'Discount applied: 10% off' and the discounted price", async () => {
    const rpc = recordRequests(urls.discount);
    const { dialog, router, user } = await renderQuote(`/?openQuote=true&service=appraisal&pin=${FLEMINGTON}`);
    const code = await within(dialog).findByLabelText(/Discount code/);
    const apply = within(dialog).getByRole("button", { name: "Apply" });
    expect(apply).toBeDisabled();
    await user.type(code, "  spring10 ");
    expect(apply).toBeEnabled();
    await user.click(apply);
    expect(await screen.findByText("Discount applied: 10% off")).toBeInTheDocument();
    expect(rpc.map((request) => request.body)).toEqual([{ code_to_check: "SPRING10" }]);
    expect(code).toHaveValue("SPRING10");
    await expectFinalPrice("$450");
    expect(screen.getByTestId("quote-base-price")).toHaveTextContent("$500");
    await waitFor(() => expect(params(router).discount).toBe("SPRING10"));

    // Editing the code clears the discount.
    await user.type(code, "X");
    await waitFor(() => expect(params(router).discount).toBeUndefined());
    // Not re-applied by the URL update that removes it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expectFinalPrice("$500");
    expect(screen.queryByTestId("quote-base-price")).not.toBeInTheDocument();
  });

  it("a fixed code: 'Discount applied: $50 off'", async () => {
    const { dialog, user } = await renderQuote(`/?openQuote=true&service=appraisal&pin=${HACKENSACK}`);
    await user.type(await within(dialog).findByLabelText(/Discount code/), "save50");
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Discount applied: $50 off")).toBeInTheDocument();
    await expectFinalPrice("$400");
  });

  it("a code for other services only: 'does not apply to this service', and the total stays whole (docs/decisions/071)", async () => {
    server.use(
      http.post(urls.discount, () =>
        HttpResponse.json([{ valid: true, type: "percentage", value: 20, description: "Floor plans week", service_ids: ["floor-plans"] }]),
      ),
    );
    const { dialog, user } = await renderQuote(`/?openQuote=true&service=appraisal&pin=${FLEMINGTON}`);
    await user.type(await within(dialog).findByLabelText(/Discount code/), "plans20");
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(await within(dialog).findByText("PLANS20 does not apply to this service.")).toBeInTheDocument();
    expect(within(dialog).queryByText(/Discount applied/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/^Discount \(PLANS20\)/)).not.toBeInTheDocument();
    await expectFinalPrice("$500");
  });

  it("'Invalid or expired discount code' for a code that is not valid or when the lookup answers an error", async () => {
    const { dialog, user } = await renderQuote(`/?openQuote=true&service=appraisal&pin=${FLEMINGTON}`);
    const code = await within(dialog).findByLabelText(/Discount code/);
    await user.type(code, "HOLIDAY25");
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(await within(dialog).findByText("Invalid or expired discount code")).toBeInTheDocument();
    await expectFinalPrice("$500");

    server.use(http.post(urls.discount, () => HttpResponse.json({ message: "boom", code: "XX000" }, { status: 500 })));
    await user.clear(code);
    expect(within(dialog).queryByText("Invalid or expired discount code")).not.toBeInTheDocument();
    await user.type(code, "OTHER");
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(await within(dialog).findByText("Invalid or expired discount code")).toBeInTheDocument();
  });

  it("'Invalid or expired discount code' when the lookup calls a code valid with a value of 0 or less (the server refuses it too)", async () => {
    const { dialog, user } = await renderQuote(`/?openQuote=true&service=appraisal&pin=${FLEMINGTON}`);
    const code = await within(dialog).findByLabelText(/Discount code/);
    for (const [typed, value] of [["ZERO", 0], ["MINUS", "-5.00"]] as const) {
      server.use(http.post(urls.discount, () => HttpResponse.json([{ valid: true, type: "fixed_amount", value, description: "Broken" }])));
      await user.clear(code);
      await user.type(code, typed);
      await user.click(within(dialog).getByRole("button", { name: "Apply" }));
      expect(await within(dialog).findByText("Invalid or expired discount code")).toBeInTheDocument();
      expect(within(dialog).queryByText(/Discount applied/)).not.toBeInTheDocument();
      await expectFinalPrice("$500");
    }
  });

  it("'Error validating code' when the check cannot be made", async () => {
    server.use(http.post(urls.discount, () => HttpResponse.error()));
    const { dialog, user } = await renderQuote(`/?openQuote=true&service=appraisal&pin=${FLEMINGTON}`);
    await user.type(await within(dialog).findByLabelText(/Discount code/), "SPRING10");
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(await within(dialog).findByText("Error validating code")).toBeInTheDocument();
  });

  it("discount= in the link is applied automatically", async () => {
    await renderQuote(`/?openQuote=true&service=appraisal&pin=${FLEMINGTON}&discount=save50`);
    expect(await screen.findByText("Discount applied: $50 off")).toBeInTheDocument();
    await waitFor(async () => expect(await finalPrice()).toBe("$450"));
  });

  it("the marketer's photography link opens with everything chosen and the discounted price", async () => {
    const { dialog } = await renderQuote(
      `/?openQuote=true&service=photography&pin=${FLEMINGTON}&package=custom&selection1=floor-plans&selection2=virtual-tours&discount=SPRING10`,
    );
    expect(await within(dialog).findByRole("checkbox", { name: /Floor Plans/ })).toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: /Virtual Tours/ })).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: /Custom package/ })).toBeChecked();
    // (165 + 350) − 10 % = 463.50
    await waitFor(async () => expect(await finalPrice()).toBe("$463.50"));
  });
});
