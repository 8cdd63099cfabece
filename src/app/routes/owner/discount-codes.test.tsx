import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { server } from "#tests/msw/server.ts";
import { restUrl, rpcUrl } from "#tests/msw/urls.ts";
import { blockingViolations } from "#tests/support/axe.ts";
import { signedInOwnerQueryClient } from "#tests/support/owner-session.ts";
import { renderApp as renderAnyApp } from "#tests/support/render-app.tsx";

/** The desk's Discount codes page (docs/decisions/071) against a stand-in of discount_codes and its RPCs. */

const renderApp = (path: string) => renderAnyApp(path, { queryClient: signedInOwnerQueryClient() });

const REQUEST_ID = "11111111-1111-4111-8111-111111111111";

interface StandIn {
  codes: Record<string, unknown>[] | { status: number };
  writes: { path: string; body: Record<string, unknown> }[];
  createAnswer: { status: number; body: Record<string, unknown> } | null;
}
let standIn: StandIn;

const spring = () => ({
  id: "22222222-2222-4222-8222-222222222222",
  code: "SPRING10",
  discount_type: "percentage",
  value: "10.00",
  description: "Spring mailing",
  is_active: true,
  valid_from: "2025-01-01T05:00:00Z",
  valid_until: null,
  max_uses: 3,
  service_ids: ["appraisal"],
  created_at: "2025-01-01T05:00:00Z",
  deactivated_at: null,
  discount_code_uses: [{ service_request_id: REQUEST_ID, used_at: "2026-11-20T15:00:00Z", service_requests: { first_name: "Maria", last_name: "Lopez" } }],
});

beforeAll(async () => {
  await Promise.all([import("@/app/routes/owner/desk-layout"), import("@/app/routes/owner/discount-codes")]);
}, 60_000);

beforeEach(() => {
  standIn = { codes: [spring()], writes: [], createAnswer: null };
  server.use(
    http.get(restUrl("discount_codes"), () => {
      const { codes } = standIn;
      return Array.isArray(codes) ? HttpResponse.json(codes) : HttpResponse.json({ code: "XX000", message: "down" }, { status: codes.status });
    }),
    http.post(rpcUrl("owner_create_discount_code"), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      standIn.writes.push({ path: "owner_create_discount_code", body });
      if (standIn.createAnswer) return HttpResponse.json(standIn.createAnswer.body, { status: standIn.createAnswer.status });
      if (Array.isArray(standIn.codes)) {
        standIn.codes.unshift({
          ...spring(),
          id: "33333333-3333-4333-8333-333333333333",
          code: body.p_code,
          discount_type: body.p_type,
          value: body.p_value,
          description: body.p_description ?? null,
          max_uses: body.p_max_uses ?? null,
          service_ids: body.p_service_ids ?? null,
          valid_until: body.p_valid_until ?? null,
          discount_code_uses: [],
        });
      }
      return HttpResponse.json({});
    }),
    http.post(rpcUrl("owner_deactivate_discount_code"), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      standIn.writes.push({ path: "owner_deactivate_discount_code", body });
      if (Array.isArray(standIn.codes)) {
        standIn.codes = standIn.codes.map((code) => (code.id === body.p_id ? { ...code, is_active: false, deactivated_at: "2026-11-29T12:00:00Z" } : code));
      }
      return HttpResponse.json({});
    }),
  );
});

const codeItem = async (code: string) => (await screen.findByText(code, { selector: "p *, p" })).closest("li")!;

describe("/owner/discount-codes", () => {
  it("lists each code with its terms, services, uses out of its maximum, and links to the requests that used it", async () => {
    const { user } = renderApp("/owner/discount-codes");
    const item = await codeItem("SPRING10");
    expect(item).toHaveTextContent("Active");
    expect(item).toHaveTextContent("10% off · from 2025-01-01, no end · Residential Appraisal");
    expect(item).toHaveTextContent("Used 1 time of 3");
    await user.click(within(item).getByText("Requests that used SPRING10"));
    expect(within(item).getByRole("link", { name: "Maria Lopez" })).toHaveAttribute("href", `/owner/requests/quote/${REQUEST_ID}`);
    expect(await blockingViolations()).toEqual([]);
  }, 60_000);

  it("refuses a bad code, value and window in place and sends nothing", async () => {
    const { user } = renderApp("/owner/discount-codes");
    await codeItem("SPRING10");
    await user.type(screen.getByRole("textbox", { name: /^Code/ }), "two words");
    await user.type(screen.getByLabelText(/^Percentage/), "150");
    await user.type(screen.getByLabelText(/^First day/), "2027-02-01");
    await user.type(screen.getByLabelText(/^Last day/), "2027-01-01");
    await user.type(screen.getByLabelText(/^Maximum uses/), "0");
    await user.click(screen.getByRole("button", { name: "Make the code" }));
    expect(await screen.findByText("Use letters, digits, dashes or underscores only")).toBeInTheDocument();
    expect(screen.getByText("A percentage is at most 100")).toBeInTheDocument();
    expect(screen.getByText("The last day cannot be before the first")).toBeInTheDocument();
    expect(screen.getByText("Enter a whole number from 1 to 100,000, or leave it empty")).toBeInTheDocument();
    expect(standIn.writes).toEqual([]);
  });

  it("makes a code from the keyboard: dollars off, for chosen services, with a last day and a maximum", async () => {
    const { user } = renderApp("/owner/discount-codes");
    await codeItem("SPRING10");
    await user.click(screen.getByRole("textbox", { name: /^Code/ }));
    await user.keyboard("fall-25");
    await user.tab();
    // The kind is a radio group: the arrow keys choose within it.
    expect(screen.getByRole("radio", { name: "Percent off" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "Dollars off" })).toBeChecked();
    await user.type(screen.getByLabelText(/^Amount in dollars/), "25");
    await user.type(screen.getByLabelText(/^Last day/), "2027-01-31");
    await user.type(screen.getByLabelText(/^Maximum uses/), "40");
    await user.click(screen.getByRole("checkbox", { name: "Floor Plans" }));
    await user.click(screen.getByRole("checkbox", { name: "Aerial Photography" }));
    await user.click(screen.getByRole("button", { name: "Make the code" }));
    await waitFor(() =>
      expect(standIn.writes).toEqual([
        {
          path: "owner_create_discount_code",
          body: {
            p_code: "FALL-25",
            p_type: "fixed_amount",
            p_value: 25,
            // The end of Jan 31 in New York.
            p_valid_until: "2027-02-01T04:59:59.999Z",
            p_max_uses: 40,
            p_service_ids: ["aerial-photography", "floor-plans"],
          },
        },
      ]),
    );
    const item = await codeItem("FALL-25");
    expect(item).toHaveTextContent("$25 off");
    expect(item).toHaveTextContent("Aerial Photography, Floor Plans");
    expect(item).toHaveTextContent("Used 0 times of 40");
    expect(screen.getByRole("textbox", { name: /^Code/ })).toHaveValue("");
  });

  it("says when the code exists already", async () => {
    standIn.createAnswer = { status: 409, body: { code: "PT409", message: "the code SPRING10 exists already" } };
    const { user } = renderApp("/owner/discount-codes");
    await codeItem("SPRING10");
    await user.type(screen.getByRole("textbox", { name: /^Code/ }), "spring10");
    await user.type(screen.getByLabelText(/^Percentage/), "5");
    await user.click(screen.getByRole("button", { name: "Make the code" }));
    expect(await screen.findByText("That code exists already: choose another.")).toBeInTheDocument();
  });

  it("deactivates a code after asking, and keeps its uses", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(true);
    onTestFinished(() => confirm.mockRestore());
    const { user } = renderApp("/owner/discount-codes");
    const item = await codeItem("SPRING10");
    await user.click(within(item).getByRole("button", { name: "Deactivate SPRING10" }));
    expect(confirm).toHaveBeenCalledWith("Deactivate SPRING10? Visitors cannot use it from now on; its uses stay.");
    await waitFor(() => expect(standIn.writes).toEqual([{ path: "owner_deactivate_discount_code", body: { p_id: "22222222-2222-4222-8222-222222222222" } }]));
    await waitFor(async () => expect(await codeItem("SPRING10")).toHaveTextContent("Deactivated"));
    expect(await codeItem("SPRING10")).toHaveTextContent("Used 1 time of 3");
    expect(within(await codeItem("SPRING10")).queryByRole("button", { name: /Deactivate/ })).toBeNull();
  });

  it("says when there is no code yet, and when the codes could not be loaded", async () => {
    standIn.codes = [];
    const first = renderApp("/owner/discount-codes");
    expect(await screen.findByText("No discount code yet.")).toBeInTheDocument();
    first.unmount();
    standIn.codes = { status: 500 };
    const { user } = renderApp("/owner/discount-codes");
    expect(await screen.findByText("The codes could not be loaded", {}, { timeout: 10_000 })).toBeInTheDocument();
    standIn.codes = [spring()];
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await codeItem("SPRING10")).toBeInTheDocument();
  }, 30_000);
});
