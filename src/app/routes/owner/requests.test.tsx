import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { REQUESTS_MESSAGES, DESK_PROBLEM_MESSAGES } from "@/features/owner-requests/domain/messages";
import { server } from "#tests/msw/server.ts";
import { restUrl } from "#tests/msw/urls.ts";
import { ownerDeskHandlers, ownerRequestRow, type OwnerDeskStandIn } from "#tests/msw/owner-desk-handlers.ts";
import { blockingViolations } from "#tests/support/axe.ts";
import { signedInOwnerQueryClient } from "#tests/support/owner-session.ts";
import { renderApp as renderAnyApp } from "#tests/support/render-app.tsx";

/** The app at `path`, signed in as an owner at aal2. */
const renderApp = (path: string) => renderAnyApp(path, { queryClient: signedInOwnerQueryClient() });

/** The desk's Requests pages (docs/product.md, "The owner's desk") against a stand-in of the owner API. */

let desk: OwnerDeskStandIn;
const MESSAGE_ID = "22222222-2222-4222-8222-222222222222";

/** The desk's lazy chunks, loaded once before the first test (a busy machine loads them slowly). */
beforeAll(async () => {
  await Promise.all([import("@/app/routes/owner/desk-layout"), import("@/app/routes/owner/requests"), import("@/app/routes/owner/request-detail")]);
}, 60_000);

beforeEach(() => {
  desk = {
    rows: [
      ownerRequestRow(),
      ownerRequestRow({
        kind: "message",
        id: MESSAGE_ID,
        created_at: "2026-11-27T15:00:00.000Z",
        first_name: "Ravi",
        last_name: "Patel",
        email: "ravi@example.com",
        phone: null,
        service: "message",
        appraisal_type: null,
        property_address: null,
        county: null,
        client_final_price: null,
        server_final_price: null,
        price_mismatch: false,
        discount_code: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        pipeline_status: "contacted",
      }),
    ],
    history: [],
    failedMail: { leads: [], appointment_mails: [] },
    calls: [],
    newCount: 0,
  };
  server.use(...ownerDeskHandlers(desk));
});

const listCalls = () => desk.calls.filter((call) => call.method === "GET" && call.path.endsWith("/owner_requests"));

describe("/owner/requests", () => {
  it("lists the requests newest first with status, prices and the mismatch flag, code, campaign, and one-tap call and mail; noindex", async () => {
    renderApp("/owner/requests");
    expect(await screen.findByRole("heading", { level: 1, name: "Requests" })).toBeInTheDocument();
    const cards = await screen.findAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(["Dana Whitfield", "Ravi Patel"]);
    const dana = within(cards[0]!);
    expect(dana.getByText("New")).toBeInTheDocument();
    expect(dana.getByText(/Quoted \$425 · server \$450/)).toBeInTheDocument();
    expect(dana.getByText(REQUESTS_MESSAGES.priceMismatch)).toBeInTheDocument();
    expect(dana.getByText("SPRING10")).toBeInTheDocument();
    expect(dana.getByText("spring-listings · newsletter · email")).toBeInTheDocument();
    expect(dana.getByText(/Hunterdon County/)).toBeInTheDocument();
    expect(dana.getByRole("link", { name: "Call Dana Whitfield, (908) 555-0134" })).toHaveAttribute("href", "tel:+19085550134");
    expect(dana.getByRole("link", { name: "Email Dana Whitfield, dana@example.com" })).toHaveAttribute("href", "mailto:dana@example.com");
    // A message without a phone offers mail only.
    expect(within(cards[1]!).queryByRole("link", { name: /^Call/ })).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
    expect(await blockingViolations()).toEqual([]);
    // The list asks for newest first, a page at a time.
    expect(listCalls()[0]!.search.get("order")).toBe("created_at.desc,id.desc");
    expect(listCalls()[0]!.search.get("limit")).toBe("25");
    // axe's first run is slow on a busy machine.
  }, 60_000);

  it("filters by status through the URL and the query, and says when nothing matches", async () => {
    const { user, router } = renderApp("/owner/requests");
    await screen.findAllByRole("article");
    await user.selectOptions(screen.getByLabelText("Status"), "paid");
    expect(await screen.findByText(REQUESTS_MESSAGES.emptyFiltered)).toBeInTheDocument();
    expect(router.state.location.search).toBe("?status=paid");
    expect(listCalls().at(-1)!.search.get("pipeline_status")).toBe("eq.paid");
  });

  it("searches name, email, phone digits and address in one query", async () => {
    const { user } = renderApp("/owner/requests");
    await screen.findAllByRole("article");
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "(908) 555");
    await waitFor(() => expect(listCalls().at(-1)!.search.get("or")).toContain("phone_digits.like"));
    expect(listCalls().at(-1)!.search.get("or")).toBe(
      '(full_name.ilike."*908 555*",email.ilike."*908 555*",property_address.ilike."*908 555*",phone_digits.like."*908555*")',
    );
  });

  it("shows an empty desk and a failed load as such", async () => {
    desk.rows = [];
    renderApp("/owner/requests");
    expect(await screen.findByText(REQUESTS_MESSAGES.empty)).toBeInTheDocument();
  });

  it("says the requests could not be loaded, and tries again", async () => {
    server.use(http.get(restUrl("owner_requests"), () => HttpResponse.json({ code: "XX000", message: "boom" }, { status: 500 })));
    renderApp("/owner/requests");
    expect(await screen.findByText(REQUESTS_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("tells of new requests without a reload, and shows them when asked", async () => {
    desk.newCount = 2;
    const { user } = renderApp("/owner/requests");
    await screen.findAllByRole("article");
    expect(await screen.findByText(REQUESTS_MESSAGES.newMany(2))).toBeInTheDocument();
    // The poll counts only what is newer than the newest request shown.
    const poll = desk.calls.find((call) => call.method === "HEAD")!;
    expect(poll.search.get("created_at")).toBe("gt.2026-11-28T20:05:00.000Z");
    desk.rows.unshift(ownerRequestRow({ id: "33333333-3333-4333-8333-333333333333", created_at: "2026-11-29T13:00:00.000Z", first_name: "Ana" }));
    desk.newCount = 0;
    await user.click(screen.getByRole("button", { name: REQUESTS_MESSAGES.showNew }));
    expect(await screen.findByRole("heading", { name: "Ana Whitfield" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(REQUESTS_MESSAGES.newMany(2))).toBeNull());
  });
});

describe("the desk's gate", () => {
  it("sends anyone not signed in as an owner to the sign-in", async () => {
    const { router } = renderAnyApp("/owner/requests");
    await waitFor(() => expect(router.state.location.pathname).toBe("/owner/sign-in"));
    expect(desk.calls).toEqual([]);
  }, 60_000);
});

describe("/owner/requests/:kind/:id", () => {
  const DANA = "/owner/requests/quote/11111111-1111-4111-8111-111111111111";

  it("sets a request to contacted, saying so, and the history shows the change", async () => {
    const { user } = renderApp(DANA);
    expect(await screen.findByRole("heading", { level: 1, name: "Dana Whitfield" })).toBeInTheDocument();
    expect(screen.getByText(/the status has not changed yet/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^New status/), "contacted");
    await user.click(screen.getByRole("button", { name: "Save status" }));
    expect(await screen.findByText(REQUESTS_MESSAGES.statusSaved)).toBeInTheDocument();
    const history = screen.getByRole("region", { name: "History" });
    expect(await within(history).findByText("Contacted")).toBeInTheDocument();
    expect(within(history).getByText(/by owner@example.com/)).toBeInTheDocument();
    const call = desk.calls.find((candidate) => candidate.path.endsWith("/rpc/owner_set_lead_status"))!;
    expect(call.body).toEqual({ p_kind: "quote", p_id: "11111111-1111-4111-8111-111111111111", p_status: "contacted", p_expected: "new" });
  });

  it("asks why before a request is lost, and sends nothing without a reason", async () => {
    const { user } = renderApp(DANA);
    await screen.findByRole("heading", { level: 1, name: "Dana Whitfield" });
    await user.selectOptions(screen.getByLabelText(/^New status/), "lost");
    await user.click(screen.getByRole("button", { name: "Save status" }));
    expect(await screen.findByText("Say why the request was lost")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Why was it lost\?/)).toHaveAttribute("aria-invalid", "true");
    expect(await blockingViolations()).toEqual([]);
    expect(desk.calls.some((call) => call.path.endsWith("/rpc/owner_set_lead_status"))).toBe(false);
    // axe's first run is slow on a busy machine.
  }, 60_000);

  it("says a change failed and keeps what was typed", async () => {
    desk.nextWrite = { status: 409, body: { code: "PT409", message: "the request is contacted by now" } };
    const { user } = renderApp(DANA);
    await screen.findByRole("heading", { level: 1, name: "Dana Whitfield" });
    await user.selectOptions(screen.getByLabelText(/^New status/), "lost");
    await user.type(screen.getByLabelText(/^Why was it lost\?/), "Went with a cheaper appraiser");
    await user.click(screen.getByRole("button", { name: "Save status" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(DESK_PROBLEM_MESSAGES["changed-elsewhere"]);
    expect(screen.getByLabelText(/^Why was it lost\?/)).toHaveValue("Went with a cheaper appraiser");
    expect(screen.getByLabelText(/^New status/)).toHaveValue("lost");
  });

  it("saves notes; a failed save keeps the text", async () => {
    const { user } = renderApp(DANA);
    await screen.findByRole("heading", { level: 1, name: "Dana Whitfield" });
    desk.nextWrite = { status: 500, body: { code: "XX000", message: "boom" } };
    await user.type(screen.getByLabelText(/^Notes/), "Gate code 4411");
    await user.click(screen.getByRole("button", { name: "Save notes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(DESK_PROBLEM_MESSAGES.failed);
    expect(screen.getByLabelText(/^Notes/)).toHaveValue("Gate code 4411");
    await user.click(screen.getByRole("button", { name: "Save notes" }));
    expect(await screen.findByText(REQUESTS_MESSAGES.notesSaved)).toBeInTheDocument();
    expect(desk.rows[0]!.owner_notes).toBe("Gate code 4411");
  });

  it("says when the request does not exist", async () => {
    renderApp("/owner/requests/quote/99999999-9999-4999-8999-999999999999");
    expect(await screen.findByText(REQUESTS_MESSAGES.detailMissing)).toBeInTheDocument();
  });
});
