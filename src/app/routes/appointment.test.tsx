import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeAll, describe, expect, it } from "vitest";
import { MANAGE_NOT_FOUND, tooLateMessage, type ManageAnswer } from "#schemas/appointment-manage.ts";
import { SLOT_TAKEN } from "#schemas/booking.ts";
import { limitRefusalMessage, MANAGE_REFUSAL } from "#shared/limit-refusal.ts";
import { MANAGE_MESSAGES } from "@/features/appointments/domain/messages";
import { server } from "#tests/msw/server.ts";
import { functionUrl } from "#tests/msw/urls.ts";
import { renderApp } from "#tests/support/render-app.tsx";

/** The manage page /appointment/:token (docs/decisions/050) against a stand-in of manage-appointment. */

const TOKEN = "Zk3n2P1x0aB9cD8eF7gH6iJ5kL4mN3oP2qR1sT0uV9w";
const PHONE = "(908) 555-0134";

function answer(change: Partial<ManageAnswer["appointment"]> = {}, days?: { date: string; slots: string[] }[]): ManageAnswer {
  return {
    appointment: {
      status: "booked",
      start: "2026-12-02T14:00:00.000Z",
      end: "2026-12-02T15:00:00.000Z",
      timeZone: "America/New_York",
      durationMinutes: 60,
      service: "Refinance appraisal",
      address: "12 Orchard Lane, Flemington",
      changeable: true,
      ...change,
    },
    times:
      (change.changeable ?? true) && change.status !== "cancelled"
        ? {
            timeZone: "America/New_York",
            durationMinutes: 60,
            days: (days ?? [
              { date: "2026-12-03", slots: ["2026-12-03T14:00:00.000Z", "2026-12-03T18:30:00.000Z"] },
              { date: "2026-12-04", slots: ["2026-12-04T15:00:00.000Z"] },
            ]).map((day) => ({
              date: day.date,
              slots: day.slots.map((start) => ({ start, end: new Date(Date.parse(start) + 3_600_000).toISOString() })),
            })),
          }
        : null,
    phone: PHONE,
  };
}

type Reply = { status: number; body: unknown };

/** The stand-in: answers each call with `reply(body)` and records the bodies. */
function standIn(reply: (body: Record<string, unknown>) => Reply | Promise<Reply>) {
  const calls: Record<string, unknown>[] = [];
  server.use(
    http.post(functionUrl("manage-appointment"), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push(body);
      const { status, body: json } = await reply(body);
      return HttpResponse.json(json as Record<string, unknown>, { status });
    }),
  );
  return calls;
}

beforeAll(async () => {
  await import("@/app/routes/appointment");
}, 30_000);

describe("/appointment/:token", () => {
  it("loading, then the appointment in Eastern Time; noindex, no referrer", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    standIn(async () => {
      await gate;
      return { status: 200, body: answer() };
    });
    renderApp(`/appointment/${TOKEN}`);
    expect(await screen.findByRole("heading", { level: 1, name: MANAGE_MESSAGES.loading })).toBeInTheDocument();
    release();
    expect(await screen.findByRole("heading", { level: 1, name: MANAGE_MESSAGES.heading })).toBeInTheDocument();
    expect(screen.getByTestId("appointment-when")).toHaveTextContent("Wednesday, December 2, 9:00 AM Eastern (60 minutes)");
    expect(screen.getByText("Refinance appraisal")).toBeInTheDocument();
    expect(screen.getByText("12 Orchard Lane, Flemington")).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
  });

  it("reschedules to a picked time: a radio group of days, then of times; shows the moved appointment", async () => {
    const calls = standIn((body) =>
      body.action === "view"
        ? { status: 200, body: answer() }
        : { status: 200, body: answer({ start: body.start as string, end: new Date(Date.parse(body.start as string) + 3_600_000).toISOString() }) },
    );
    const { user } = renderApp(`/appointment/${TOKEN}`);
    const days = await screen.findByRole("group", { name: "Day" });
    expect(within(days).getByRole("radio", { name: "Thursday, December 3" })).toBeChecked();
    const move = screen.getByRole("button", { name: MANAGE_MESSAGES.moveButton });
    expect(move).toBeDisabled();
    await user.click(within(days).getByRole("radio", { name: "Friday, December 4" }));
    await user.click(within(screen.getByRole("group", { name: "Times on Friday, December 4" })).getByRole("radio", { name: "10:00 AM" }));
    await user.click(move);
    expect(await screen.findByRole("heading", { level: 1, name: MANAGE_MESSAGES.rescheduled })).toBeInTheDocument();
    expect(screen.getByTestId("appointment-when")).toHaveTextContent("Friday, December 4, 10:00 AM Eastern (60 minutes)");
    expect(calls.at(-1)).toEqual({ token: TOKEN, action: "reschedule", start: "2026-12-04T15:00:00.000Z" });
  });

  it("a taken time says so and shows fresh times", async () => {
    let views = 0;
    standIn((body) => {
      if (body.action === "view") return { status: 200, body: answer({}, ++views > 1 ? [{ date: "2026-12-04", slots: ["2026-12-04T15:00:00.000Z"] }] : undefined) };
      return { status: 409, body: SLOT_TAKEN };
    });
    const { user } = renderApp(`/appointment/${TOKEN}`);
    await user.click(await screen.findByRole("radio", { name: "1:30 PM" }));
    await user.click(screen.getByRole("button", { name: MANAGE_MESSAGES.moveButton }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MANAGE_MESSAGES.taken);
    expect(await screen.findByRole("radio", { name: "Friday, December 4" })).toBeChecked();
    expect(screen.queryByRole("radio", { name: "Thursday, December 3" })).toBeNull();
  });

  it("cancels after asking twice", async () => {
    const calls = standIn((body) => ({ status: 200, body: body.action === "cancel" ? answer({ status: "cancelled", changeable: false }) : answer() }));
    const { user } = renderApp(`/appointment/${TOKEN}`);
    await user.click(await screen.findByRole("button", { name: MANAGE_MESSAGES.cancelButton }));
    expect(calls.map((call) => call.action)).toEqual(["view"]);
    await user.click(screen.getByRole("button", { name: MANAGE_MESSAGES.confirmCancel }));
    expect(await screen.findByRole("heading", { level: 1, name: MANAGE_MESSAGES.cancelledNow })).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ token: TOKEN, action: "cancel" });
    expect(screen.queryByRole("button", { name: MANAGE_MESSAGES.cancelButton })).toBeNull();
    expect(screen.queryByRole("group", { name: "Day" })).toBeNull();
  });

  it("a cancelled appointment is shown as cancelled, with no actions", async () => {
    standIn(() => ({ status: 200, body: answer({ status: "cancelled", changeable: false }) }));
    renderApp(`/appointment/${TOKEN}`);
    expect(await screen.findByRole("heading", { level: 1, name: MANAGE_MESSAGES.cancelled })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: MANAGE_MESSAGES.cancelButton })).toBeNull();
    expect(screen.queryByRole("button", { name: MANAGE_MESSAGES.moveButton })).toBeNull();
  });

  it("inside 24 hours: the fee explained and the phone number instead of the buttons", async () => {
    standIn(() => ({ status: 200, body: answer({ changeable: false }) }));
    renderApp(`/appointment/${TOKEN}`);
    expect(await screen.findByRole("heading", { level: 2, name: MANAGE_MESSAGES.insideWindow })).toBeInTheDocument();
    expect(screen.getByText(tooLateMessage(PHONE))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: `Call ${PHONE}` })).toHaveAttribute("href", "tel:+19085550134");
    expect(screen.queryByRole("button", { name: MANAGE_MESSAGES.cancelButton })).toBeNull();
    expect(screen.queryByRole("button", { name: MANAGE_MESSAGES.moveButton })).toBeNull();
  });

  it("not found: one message for any link that leads nowhere; a failed load offers to try again", async () => {
    standIn(() => ({ status: 404, body: MANAGE_NOT_FOUND }));
    const view = renderApp("/appointment/not-a-token");
    expect(await screen.findByRole("heading", { level: 1, name: MANAGE_MESSAGES.notFound })).toBeInTheDocument();
    view.unmount();
    let status = 500;
    standIn(() => (status === 500 ? { status, body: { error: "Something went wrong" } } : { status: 200, body: answer() }));
    const { user } = renderApp(`/appointment/${TOKEN}`);
    expect(await screen.findByRole("heading", { level: 1, name: MANAGE_MESSAGES.loadFailed }, { timeout: 5000 })).toBeInTheDocument();
    status = 200;
    await user.click(screen.getByRole("button", { name: MANAGE_MESSAGES.retry }));
    expect(await screen.findByRole("heading", { level: 1, name: MANAGE_MESSAGES.heading })).toBeInTheDocument();
  });
  it("over the address's limit (429): in place, call us with the number as a tel: link and when the page works again", async () => {
    const refusal = limitRefusalMessage(MANAGE_REFUSAL, PHONE, 600);
    standIn(() => ({ status: 429, body: { error: refusal } }));
    renderApp(`/appointment/${TOKEN}`);
    expect(await screen.findByRole("heading", { level: 1, name: MANAGE_MESSAGES.loadFailed })).toBeInTheDocument();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(refusal);
    expect(alert).toHaveTextContent(/again in ten minutes\.$/);
    expect(within(alert).getByRole("link", { name: PHONE })).toHaveAttribute("href", "tel:+19085550134");
  });

  it("a change refused by the address's limit (429) says to call, in place; the per-appointment limit keeps its message", async () => {
    const refusal = limitRefusalMessage(MANAGE_REFUSAL, PHONE, 600);
    let perAppointment = false;
    standIn((body) =>
      body.action === "view"
        ? { status: 200, body: answer() }
        : { status: 429, body: { error: perAppointment ? "Too many requests: try again in a minute" : refusal } },
    );
    const { user } = renderApp(`/appointment/${TOKEN}`);
    await user.click(await screen.findByRole("radio", { name: "1:30 PM" }));
    await user.click(screen.getByRole("button", { name: MANAGE_MESSAGES.moveButton }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(refusal);
    expect(within(alert).getByRole("link", { name: PHONE })).toHaveAttribute("href", "tel:+19085550134");
    perAppointment = true;
    await user.click(screen.getByRole("button", { name: MANAGE_MESSAGES.moveButton }));
    expect(await screen.findByText(MANAGE_MESSAGES.tooMany)).toBeInTheDocument();
  });
});
