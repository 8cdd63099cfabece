import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PRICE_TIERS } from "#shared/pricing.ts";
import { SERVICES } from "#shared/service-catalogue.ts";
import { server } from "#tests/msw/server.ts";
import { functionUrl, restUrl, rpcUrl } from "#tests/msw/urls.ts";
import { SITE_REBUILD_MESSAGES } from "@/entities/site-build/domain/rebuild-messages";
import { blockingViolations } from "#tests/support/axe.ts";
import { ownerAccessTokenAtAal2, signedInOwnerQueryClient, storeOwnerSession } from "#tests/support/owner-session.ts";
import { renderApp as renderAnyApp } from "#tests/support/render-app.tsx";

/** The desk's Prices page (docs/decisions/071) against a stand-in of service_pricing, its history and owner_set_service_prices. */

const renderApp = (path: string) => renderAnyApp(path, { queryClient: signedInOwnerQueryClient() });

interface Row {
  id: string;
  service_id: string;
  service_name: string;
  tier_name: string;
  price: number | string;
  description: string | null;
}

interface StandIn {
  rows: Row[] | { status: number };
  changes: Record<string, unknown>[];
  saves: Record<string, unknown>[];
  answer: { status: number; body: Record<string, unknown> } | null;
  rebuilds: number;
  rebuildAnswer: Record<string, unknown>;
}
let standIn: StandIn;
let signOut: () => void;

/** Every catalogue service's seeded prices, as the seed stores them. */
const seededRows = (): Row[] =>
  SERVICES.flatMap((service) =>
    PRICE_TIERS.map((tier) => ({
      id: `${service.id}-${tier}`,
      service_id: service.id,
      service_name: service.name,
      tier_name: tier,
      price: `${service.prices[tier]}.00`,
      description: `${service.name} described`,
    })),
  );

beforeAll(async () => {
  await Promise.all([import("@/app/routes/owner/desk-layout"), import("@/app/routes/owner/prices")]);
}, 60_000);

afterEach(() => signOut());

beforeEach(() => {
  signOut = storeOwnerSession(ownerAccessTokenAtAal2());
  standIn = {
    rows: seededRows(),
    changes: [
      {
        id: 7,
        service_id: "appraisal",
        tier_name: "over_2500",
        old_price: "550.00",
        new_price: "575.00",
        changed_by_email: "owner@example.com",
        changed_at: "2026-11-20T15:05:00Z",
      },
    ],
    saves: [],
    answer: null,
    rebuilds: 0,
    rebuildAnswer: { status: "no-hook" },
  };
  server.use(
    http.get(restUrl("service_pricing"), () => {
      const { rows } = standIn;
      return Array.isArray(rows) ? HttpResponse.json(rows) : HttpResponse.json({ code: "XX000", message: "down" }, { status: rows.status });
    }),
    http.get(restUrl("service_price_changes"), () => HttpResponse.json(standIn.changes)),
    // The stored session is read again on a remount: the owner check answers as for an owner.
    http.post(rpcUrl("is_owner"), () => HttpResponse.json(true)),
    http.post(functionUrl("request-site-rebuild"), () => {
      standIn.rebuilds += 1;
      return HttpResponse.json(standIn.rebuildAnswer);
    }),
    http.post(rpcUrl("owner_set_service_prices"), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      standIn.saves.push(body);
      if (standIn.answer) return HttpResponse.json(standIn.answer.body, { status: standIn.answer.status });
      const prices = body.p_prices as Record<string, number>;
      if (Array.isArray(standIn.rows)) {
        standIn.rows = standIn.rows.map((row) =>
          row.service_id === body.p_service_id ? { ...row, price: prices[row.tier_name]!, description: (body.p_description as string) || null } : row,
        );
      }
      return HttpResponse.json([]);
    }),
  );
});

const appraisal = () => screen.findByRole("region", { name: "Residential Appraisal" });

describe("/owner/prices", () => {
  it("lists every catalogue service with its three tier prices and its past prices", async () => {
    renderApp("/owner/prices");
    const section = await appraisal();
    expect(within(section).getByLabelText(/Under 1,500 sq ft/)).toHaveValue("450");
    expect(within(section).getByLabelText(/1,500 to 2,500 sq ft/)).toHaveValue("500");
    expect(within(section).getByLabelText(/Over 2,500 sq ft/)).toHaveValue("575");
    for (const service of SERVICES) expect(screen.getByRole("region", { name: service.name })).toBeInTheDocument();
    expect(within(section).getByText("Past prices (1)")).toBeInTheDocument();
    expect(within(section).getByText(/Nov 20, 2026, 10:05 AM · Over 2,500 sq ft: \$550 → \$575 · owner@example.com/)).toBeInTheDocument();
    expect(await blockingViolations()).toEqual([]);
  }, 60_000);

  it("refuses an empty or negative price in place and sends nothing", async () => {
    const { user } = renderApp("/owner/prices");
    const section = await appraisal();
    await user.clear(within(section).getByLabelText(/Under 1,500 sq ft/));
    await user.clear(within(section).getByLabelText(/Over 2,500 sq ft/));
    await user.type(within(section).getByLabelText(/Over 2,500 sq ft/), "-20");
    await user.click(within(section).getByRole("button", { name: "Save Residential Appraisal prices" }));
    expect(await within(section).findByText("Enter a price: every size needs one")).toBeInTheDocument();
    expect(within(section).getByText("A price cannot be negative")).toBeInTheDocument();
    expect(within(section).getByLabelText(/Under 1,500 sq ft/)).toHaveAttribute("aria-invalid", "true");
    await user.clear(within(section).getByLabelText(/Over 2,500 sq ft/));
    await user.type(within(section).getByLabelText(/Over 2,500 sq ft/), "12.345");
    await user.click(within(section).getByRole("button", { name: "Save Residential Appraisal prices" }));
    expect(await within(section).findByText("Enter dollars and cents, like 450 or 449.99")).toBeInTheDocument();
    expect(standIn.saves).toEqual([]);
  });

  it("saves one service's prices from the keyboard, with the prices it was loaded with, and shows the saved ones", async () => {
    const { user } = renderApp("/owner/prices");
    const section = await appraisal();
    await user.click(within(section).getByLabelText(/Under 1,500 sq ft/));
    await user.clear(within(section).getByLabelText(/Under 1,500 sq ft/));
    await user.keyboard("475.50");
    await user.tab();
    expect(within(section).getByLabelText(/1,500 to 2,500 sq ft/)).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(standIn.saves).toEqual([
        {
          p_service_id: "appraisal",
          p_service_name: "Residential Appraisal",
          p_prices: { under_1500: 475.5, "1500_to_2500": 500, over_2500: 575 },
          p_description: "Residential Appraisal described",
          p_expected: { under_1500: 450, "1500_to_2500": 500, over_2500: 575 },
        },
      ]),
    );
    expect(await screen.findByText("Residential Appraisal: prices saved.")).toBeInTheDocument();
    // No build hook on this host: the page says the prerendered pages wait for a rebuild.
    expect(await screen.findByText(SITE_REBUILD_MESSAGES.noHook)).toBeInTheDocument();
    expect(standIn.rebuilds).toBe(1);
    await waitFor(async () => expect(within(await appraisal()).getByLabelText(/Under 1,500 sq ft/)).toHaveValue("475.5"));
  });

  it("says so when the prices were changed on another device, and when the input is refused", async () => {
    const { user } = renderApp("/owner/prices");
    let section = await appraisal();
    standIn.answer = { status: 409, body: { code: "PT409", message: "the prices of appraisal were changed elsewhere" } };
    await user.clear(within(section).getByLabelText(/Under 1,500 sq ft/));
    await user.type(within(section).getByLabelText(/Under 1,500 sq ft/), "460");
    await user.click(within(section).getByRole("button", { name: "Save Residential Appraisal prices" }));
    expect(await within(section).findByText(/These prices were changed on another device/)).toBeInTheDocument();
    section = await appraisal();
    standIn.answer = { status: 400, body: { code: "22023", message: "a price cannot be negative" } };
    await user.clear(within(section).getByLabelText(/Under 1,500 sq ft/));
    await user.type(within(section).getByLabelText(/Under 1,500 sq ft/), "470");
    await user.click(within(section).getByRole("button", { name: "Save Residential Appraisal prices" }));
    expect(await screen.findByText(/The prices were refused: every size needs a price from \$0 to \$99,999\.99/)).toBeInTheDocument();
    // A refused save asks for no rebuild.
    expect(standIn.rebuilds).toBe(0);
  });

  it("marks a service without stored prices and offers the catalogue's", async () => {
    standIn.rows = seededRows().filter((row) => row.service_id !== "floor-plans");
    renderApp("/owner/prices");
    const section = await screen.findByRole("region", { name: "Floor Plans" });
    expect(within(section).getByText("Not saved yet: the site uses the prices below until you save them.")).toBeInTheDocument();
    expect(within(section).getByLabelText(/Under 1,500 sq ft/)).toHaveValue("125");
  });

  it("says when the prices could not be loaded, and loads them again", async () => {
    standIn.rows = { status: 500 };
    const { user } = renderApp("/owner/prices");
    expect(await screen.findByText("The prices could not be loaded", {}, { timeout: 10_000 })).toBeInTheDocument();
    standIn.rows = seededRows();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await appraisal()).toBeInTheDocument();
  }, 30_000);
});
