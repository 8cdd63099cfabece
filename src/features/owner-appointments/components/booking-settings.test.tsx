import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { OwnerBookingRules } from "#schemas/owner-appointments.ts";
import { createQueryClient } from "@/lib/query-client";
import { rpcUrl } from "#tests/msw/urls.ts";
import { server } from "#tests/msw/server.ts";
import { BookingSettings, RULES_SAVED } from "./booking-settings";

/**
 * /owner/settings against msw answers of the owner RPCs (docs/decisions/056): the rules
 * form checks before it sends and keeps what was typed when the save fails; blocked days
 * are listed, added and removed.
 */


const rules: OwnerBookingRules = {
  settings: { timeZone: "America/New_York", minNoticeBusinessDays: 1, dailyCap: 4, horizonDays: 21, slotStepMinutes: 30 },
  hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: "09:00", closes: "17:00" })),
  durations: [{ serviceId: "appraisal", tier: "under_1500", minutes: 60 }],
  blockedDays: [{ day: "2026-12-24", reason: "Office closed" }],
  blockedHours: [],
};

function renderSettings() {
  server.use(http.post(rpcUrl("owner_booking_rules"), () => HttpResponse.json(rules)));
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <BookingSettings />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

// Typing into several fields on a shared, busy machine can take longer than the unit project's 15 s.
describe("BookingSettings", { timeout: 45_000 }, () => {
  it("closing before opening is refused before sending; a refused save says why and keeps the typed values; then it saves", async () => {
    const saves: unknown[] = [];
    let refuse = true;
    server.use(
      http.post(rpcUrl("owner_save_booking_rules"), async ({ request }) => {
        saves.push(await request.json());
        if (refuse) {
          refuse = false;
          return HttpResponse.json({ code: "22023", message: "At most 1 to 20 appointments a day" }, { status: 400 });
        }
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = renderSettings();
    const form = await screen.findByRole("form", { name: "Booking rules" });
    const mondayCloses = within(form).getByLabelText(/^Monday closes/);
    await user.clear(mondayCloses);
    await user.type(mondayCloses, "08:00");
    await user.click(within(form).getByRole("button", { name: "Save the rules" }));
    expect(await within(form).findByText("Opening must be before closing")).toBeInTheDocument();
    expect(saves).toEqual([]);

    await user.clear(mondayCloses);
    await user.type(mondayCloses, "15:00");
    await user.click(within(form).getByRole("checkbox", { name: "Saturday" }));
    const cap = within(form).getByLabelText(/^Appointments a day at most/);
    await user.clear(cap);
    await user.type(cap, "6");
    await user.click(within(form).getByRole("button", { name: "Save the rules" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("At most 1 to 20 appointments a day");
    expect(cap).toHaveValue(6);
    expect(mondayCloses).toHaveValue("15:00");

    await user.click(within(form).getByRole("button", { name: "Save the rules" }));
    expect(await within(form).findByRole("status")).toHaveTextContent(RULES_SAVED);
    expect(saves[1]).toEqual({
      p_rules: {
        minNoticeBusinessDays: 1,
        dailyCap: 6,
        hours: [
          { weekday: 1, opens: "09:00", closes: "15:00" },
          ...[2, 3, 4, 5].map((weekday) => ({ weekday, opens: "09:00", closes: "17:00" })),
          { weekday: 6, opens: "09:00", closes: "17:00" },
        ],
        durations: rules.durations,
      },
    });
  });

  it("blocked days: listed, unblocked, and a new one blocked with its reason", async () => {
    const calls: { name: string; body: unknown }[] = [];
    for (const name of ["owner_block_day", "owner_unblock_day"]) {
      server.use(
        http.post(rpcUrl(name), async ({ request }) => {
          calls.push({ name, body: await request.json() });
          return new HttpResponse(null, { status: 204 });
        }),
      );
    }
    const user = renderSettings();
    expect(await screen.findByText(/Thursday, December 24 · Office closed/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Unblock Thursday, December 24" }));
    const form = screen.getByRole("form", { name: "Block a day" });
    await user.click(within(form).getByRole("button", { name: "Block the day" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("Choose a day");
    await user.type(within(form).getByLabelText(/^Day/), "2026-12-31");
    await user.type(within(form).getByLabelText(/^Reason, only you see it/), "New Year's Eve");
    await user.click(within(form).getByRole("button", { name: "Block the day" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      { name: "owner_unblock_day", body: { p_day: "2026-12-24" } },
      { name: "owner_block_day", body: { p_day: "2026-12-31", p_reason: "New Year's Eve" } },
    ]);
  });
});
