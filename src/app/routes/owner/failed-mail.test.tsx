import { screen, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAILED_MAIL_MESSAGES } from "@/features/owner-mail/components/failed-mail-list";
import { server } from "#tests/msw/server.ts";
import { ownerDeskHandlers, type OwnerDeskStandIn } from "#tests/msw/owner-desk-handlers.ts";
import { blockingViolations } from "#tests/support/axe.ts";
import { signedInOwnerQueryClient } from "#tests/support/owner-session.ts";
import { renderApp as renderAnyApp } from "#tests/support/render-app.tsx";

/** The app at `path`, signed in as an owner at aal2. */
const renderApp = (path: string) => renderAnyApp(path, { queryClient: signedInOwnerQueryClient() });

/** The desk's Failed mail page (docs/product.md, "The owner's desk") against a stand-in of the owner API. */

let desk: OwnerDeskStandIn;

/** The desk's lazy chunks, loaded once before the first test (a busy machine loads them slowly). */
beforeAll(async () => {
  await Promise.all([import("@/app/routes/owner/desk-layout"), import("@/app/routes/owner/failed-mail")]);
}, 60_000);

beforeEach(() => {
  desk = {
    rows: [],
    history: [],
    calls: [],
    failedMail: {
      leads: [
        {
          kind: "quote",
          id: "11111111-1111-4111-8111-111111111111",
          created_at: "2026-11-27T15:00:00.000Z",
          first_name: "Dana",
          last_name: "Whitfield",
          email: "dana@example.com",
          phone: "9085550134",
          notification_sent: false,
          confirmation_sent: true,
          attempts: 10,
          last_error: "535 authentication failed",
          handling: false,
        },
      ],
      appointment_mails: [
        {
          id: "44444444-4444-4444-8444-444444444444",
          created_at: "2026-11-27T16:00:00.000Z",
          kind: "rescheduled",
          recipient: "visitor",
          starts_at: "2026-12-02T14:00:00.000Z",
          attempts: 10,
          last_error: "connection refused",
          appointment_id: "55555555-5555-4555-8555-555555555555",
          appointment_status: "booked",
          appointment_starts_at: "2026-12-02T14:00:00.000Z",
          service_request_id: "11111111-1111-4111-8111-111111111111",
          first_name: "Dana",
          last_name: "Whitfield",
          email: "dana@example.com",
          phone: "9085550134",
          handling: false,
        },
      ],
    },
  };
  server.use(...ownerDeskHandlers(desk));
});

describe("/owner/failed-mail", () => {
  it("lists the lead and appointment mails given up on, with what failed", async () => {
    renderApp("/owner/failed-mail");
    const requests = await screen.findByRole("region", { name: "Requests (1)" });
    expect(within(requests).getByText("Not sent: your notification")).toBeInTheDocument();
    expect(within(requests).getByText(/10 attempts; last error: 535 authentication failed/)).toBeInTheDocument();
    const appointments = screen.getByRole("region", { name: "Appointments (1)" });
    expect(within(appointments).getByText("Moved appointment to Dana Whitfield")).toBeInTheDocument();
    expect(await blockingViolations()).toEqual([]);
    // axe's first run is slow on a busy machine.
  }, 60_000);

  it("sends a lead's mail again: queued, said so, gone from the list", async () => {
    const { user } = renderApp("/owner/failed-mail");
    await screen.findByRole("region", { name: "Requests (1)" });
    await user.click(screen.getByRole("button", { name: "Send again: the mail of Dana Whitfield's request" }));
    expect(await screen.findByText(FAILED_MAIL_MESSAGES.queued)).toBeInTheDocument();
    expect(desk.calls.find((call) => call.path.endsWith("/rpc/owner_resend_lead_mail"))!.body).toEqual({ p_kind: "quote", p_id: "11111111-1111-4111-8111-111111111111" });
    expect(await screen.findByRole("region", { name: "Appointments (1)" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Requests (1)" })).toBeNull();
  });

  it("says when sending again was refused", async () => {
    desk.nextWrite = { status: 409, body: { code: "PT409", message: "not failed" } };
    const { user } = renderApp("/owner/failed-mail");
    await screen.findByRole("region", { name: "Appointments (1)" });
    await user.click(screen.getByRole("button", { name: "Send again: Moved appointment to Dana Whitfield" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(FAILED_MAIL_MESSAGES.problems["changed-elsewhere"]);
  });

  it("says when no mail has failed", async () => {
    desk.failedMail = { leads: [], appointment_mails: [] };
    renderApp("/owner/failed-mail");
    expect(await screen.findByText(FAILED_MAIL_MESSAGES.empty)).toBeInTheDocument();
  });
});
