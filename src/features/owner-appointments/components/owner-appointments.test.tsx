import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DeskCalendar } from "#schemas/owner-appointments.ts";
import { createQueryClient } from "@/lib/query-client";
import { functionUrl, rpcUrl } from "#tests/msw/urls.ts";
import { server } from "#tests/msw/server.ts";
import { blockingViolations } from "#tests/support/axe.ts";
import { storeOwnerSession } from "#tests/support/owner-session.ts";
import { CANCELLED_MESSAGE, MOVED_MESSAGE, SLOT_TAKEN_MESSAGE } from "./appointment-dialog";
import { LOAD_FAILED, OwnerAppointments } from "./owner-appointments";

/**
 * /owner/appointments against msw answers of owner_desk_calendar and owner-appointment
 * (docs/decisions/056): the week and the list, the move dialog (a taken time brings fresh
 * times and keeps the chosen day), the cancel dialog (a reason is needed; a failure keeps
 * it), and the load error. The week is that of Wednesday, December 2, 2026.
 */

const NOW = Date.parse("2026-12-02T15:00:00Z");

// The signed-in owner as supabase-js keeps them: the function calls carry this token.
let signOut: () => void;
beforeEach(() => {
  signOut = storeOwnerSession("owner-token");
});
afterEach(() => signOut());

const APPOINTMENT_ID = "7f1b4c1e-1d7a-4c1e-9d0b-3b5c2a1e0f11";
const calendar: DeskCalendar = {
  timeZone: "America/New_York",
  hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: "09:00", closes: "17:00" })),
  blockedDays: [{ day: "2026-12-04", reason: "Training" }],
  appointments: [
    {
      id: APPOINTMENT_ID,
      status: "booked",
      start: "2026-12-03T15:00:00.000Z",
      end: "2026-12-03T16:00:00.000Z",
      serviceType: "appraisal",
      serviceId: "appraisal",
      durationMinutes: 60,
      county: "hunterdon",
      municipality: null,
      sequence: 0,
      confirmedAt: null,
      cancelledAt: null,
      expiresAt: null,
      client: { name: "Dana Whitfield", email: "dana@example.com", phone: "9085550142", address: "12 Orchard Lane, Flemington" },
      serviceRequestId: null,
    },
  ],
  busy: [{ id: "b1", start: "2026-12-01T18:00:00.000Z", end: "2026-12-01T22:00:00.000Z", kind: "blocked", reason: "Dentist" }],
};

const slot = (start: string) => ({ start, end: new Date(Date.parse(start) + 3_600_000).toISOString() });
const times = (starts: string[]) => ({
  timeZone: "America/New_York",
  durationMinutes: 60,
  days: [{ date: "2026-12-07", slots: starts.map(slot) }],
});
const NINE = "2026-12-07T14:00:00.000Z";
const TEN = "2026-12-07T15:00:00.000Z";
const answer = (start: string, status = "booked") => ({
  appointment: { id: APPOINTMENT_ID, status, start, end: slot(start).end, sequence: 1, confirmedAt: null },
  times: null,
});

function renderDesk(): { user: ReturnType<typeof userEvent.setup> } {
  const queryClient = createQueryClient({ retry: false });
  const wrap = (node: ReactNode) => <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>;
  render(wrap(<OwnerAppointments now={NOW} />));
  return { user: userEvent.setup() };
}

function answerCalendar() {
  const seen: string[] = [];
  server.use(
    http.post(rpcUrl("owner_desk_calendar"), ({ request }) => {
      seen.push(request.headers.get("authorization") ?? "");
      return HttpResponse.json(calendar);
    }),
  );
  return seen;
}

async function openFromList(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "List" }));
  const list = await screen.findByRole("list", { name: "This week's appointments" });
  await user.click(within(list).getByRole("button", { name: /Dana Whitfield/ }));
  return screen.findByRole("dialog");
}

describe("OwnerAppointments", { timeout: 45_000 }, () => {
  it("shows the week with hours, the appointment, blocked hours and the blocked day, sent with the owner's token", async () => {
    const seen = answerCalendar();
    renderDesk();
    expect(screen.getByRole("status")).toHaveTextContent("Loading the week…");
    const grid = await screen.findByTestId("week-grid");
    expect(within(grid).getByRole("button", { name: /Dana Whitfield Residential Appraisal, until .* \(Booked, not confirmed\)/ })).toBeInTheDocument();
    expect(within(grid).getByRole("note", { name: /Blocked hours: Dentist/ })).toBeInTheDocument();
    expect(within(grid).getByText("Blocked: Training")).toBeInTheDocument();
    expect(screen.getByText("Week of Monday, November 30")).toBeInTheDocument();
    // Each item's name starts with what it shows (axe's label-content-name-mismatch); the page's
    // title is the desk layout's, not rendered here.
    document.title = "Appointments";
    expect(await blockingViolations()).toEqual([]);
    // The phone's agenda starts on today, Wednesday.
    expect(within(screen.getByTestId("day-agenda")).getByRole("heading", { name: /Wednesday, December 2/ })).toBeInTheDocument();
    expect(seen[0]).toBe("Bearer owner-token");
  });

  it("a week that fails to load says so and tries again", async () => {
    let calls = 0;
    server.use(http.post(rpcUrl("owner_desk_calendar"), () => (calls++ === 0 ? HttpResponse.json({ message: "down" }, { status: 500 }) : HttpResponse.json(calendar))));
    const { user } = renderDesk();
    expect(await screen.findByRole("alert")).toHaveTextContent(LOAD_FAILED);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("week-grid")).toBeInTheDocument();
  });

  it("move: a taken time shows fresh times and keeps the day; another time moves it", async () => {
    answerCalendar();
    const moves: unknown[] = [];
    server.use(
      http.post(functionUrl("owner-appointment"), async ({ request }) => {
        const body = (await request.json()) as { action: string; start?: string };
        if (body.action === "times") return HttpResponse.json({ ...answer("2026-12-03T15:00:00.000Z"), times: times([NINE, TEN]) });
        moves.push(body);
        if (body.start === NINE) return HttpResponse.json({ error: "That time was just taken", code: "slot_taken", times: times([TEN]) }, { status: 409 });
        return HttpResponse.json(answer(body.start!));
      }),
    );
    const { user } = renderDesk();
    const dialog = await openFromList(user);
    await user.click(within(dialog).getByRole("button", { name: "Move" }));
    expect(await within(dialog).findByRole("radio", { name: "Monday, December 7" })).toBeChecked();
    await user.click(within(dialog).getByRole("radio", { name: "9:00 AM" }));
    await user.click(within(dialog).getByRole("button", { name: "Move to 9:00 AM" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(SLOT_TAKEN_MESSAGE);
    expect(within(dialog).getByRole("radio", { name: "Monday, December 7" })).toBeChecked();
    expect(within(dialog).queryByRole("radio", { name: "9:00 AM" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: "10:00 AM" }));
    await user.click(within(dialog).getByRole("button", { name: "Move to 10:00 AM" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent(MOVED_MESSAGE);
    expect(moves).toEqual([
      { action: "move", id: APPOINTMENT_ID, start: NINE },
      { action: "move", id: APPOINTMENT_ID, start: TEN },
    ]);
  });

  it("cancel: needs a reason; a failure says so and keeps the reason; then it is cancelled", async () => {
    answerCalendar();
    const sent: unknown[] = [];
    let fail = true;
    server.use(
      http.post(functionUrl("owner-appointment"), async ({ request }) => {
        sent.push(await request.json());
        if (fail) {
          fail = false;
          return HttpResponse.json({ error: "Something went wrong on our side. Please try again." }, { status: 500 });
        }
        return HttpResponse.json(answer("2026-12-03T15:00:00.000Z", "cancelled"));
      }),
    );
    const { user } = renderDesk();
    const dialog = await openFromList(user);
    await user.click(within(dialog).getByRole("button", { name: "Cancel appointment" }));
    await user.click(within(dialog).getByRole("button", { name: "Cancel and tell the client" }));
    expect(within(dialog).getByText("Say why, for the client")).toBeInTheDocument();
    expect(sent).toEqual([]);
    const reason = within(dialog).getByLabelText(/^Reason \(the client reads it\)/);
    await user.type(reason, "The owner is ill");
    await user.click(within(dialog).getByRole("button", { name: "Cancel and tell the client" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("The change could not be saved. Check the connection and try again; what you typed is still here.");
    expect(reason).toHaveValue("The owner is ill");
    await user.click(within(dialog).getByRole("button", { name: "Cancel and tell the client" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent(CANCELLED_MESSAGE);
    expect(sent).toEqual([
      { action: "cancel", id: APPOINTMENT_ID, reason: "The owner is ill" },
      { action: "cancel", id: APPOINTMENT_ID, reason: "The owner is ill" },
    ]);
  });
});
