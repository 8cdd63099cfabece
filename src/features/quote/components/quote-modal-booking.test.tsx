import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BUSINESS_DEFAULTS } from "#shared/business-defaults.ts";
import { HOLDS_REFUSAL, limitRefusalMessage } from "#shared/limit-refusal.ts";
import { BOOKING_MESSAGES, QUOTE_MESSAGES } from "@/features/quote/domain/messages";
import { FIRST_DAY, TEST_BOOKING_TIMES, TEST_MANAGE_TOKEN, testHoldToken, timesWithout } from "#tests/msw/fixtures/booking.ts";
import { slotTakenAnswer } from "#tests/msw/booking-handlers.ts";
import { server } from "#tests/msw/server.ts";
import { currentUrl } from "#tests/support/render-app.tsx";
import { ANA, fillContact, findRequestButton, recordRequests, renderQuote, urls, warmUpQuoteModules } from "#tests/support/quote.tsx";

/**
 * "Pick a time" in the quote (docs/decisions/047), against msw answers of the booking
 * contract (tests/msw/booking-handlers.ts; the fixture's first day is Monday, November 30,
 * with times 9:00, 10:30, 12:00, 1:30 and 3:00 PM Eastern).
 */

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
beforeAll(warmUpQuoteModules, 120_000);
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

const LINK = "/hunterdon?openQuote=true&service=appraisal&pin=1009_12_3.01";
const [NINE, TEN_THIRTY, NOON] = FIRST_DAY.slots.map((slot) => slot.start) as [string, string, string];

const timesGroup = (dialog: HTMLElement) => within(dialog).findByRole("group", { name: /^Times on / });
const dayGroup = (dialog: HTMLElement) => within(dialog).findByRole("group", { name: "Day" });
const status = (dialog: HTMLElement) => within(dialog).getByTestId("appointment-status");

/** Holds back booking-times' answers until `release()`. */
function holdTimes() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(urls.bookingTimes, async () => {
      await released;
      return undefined;
    }),
  );
  return { release };
}

/** booking-times answers `first` once, then `later` (the list after a time was taken). */
function timesThen(first: typeof TEST_BOOKING_TIMES, later: typeof TEST_BOOKING_TIMES) {
  let calls = 0;
  server.use(http.post(urls.bookingTimes, () => HttpResponse.json(calls++ === 0 ? first : later)));
}

// Each test walks the whole quote (property, price, times, form, send): on a shared, busy
// machine that can take longer than the unit project's 15 s.
describe("Pick a time", { timeout: 45_000 }, () => {
  it("loading: a skeleton in the picker's place and 'Loading open times…', then the days and times in Eastern Time", async () => {
    const times = holdTimes();
    const requests = recordRequests(urls.bookingTimes);
    const { dialog } = await renderQuote(LINK);
    expect(await within(dialog).findByRole("heading", { name: "Pick a time" })).toBeInTheDocument();
    expect(within(dialog).getByText("Times in Eastern Time (New York)")).toBeInTheDocument();
    expect(within(dialog).getByTestId("appointment-skeleton")).toHaveAttribute("aria-hidden", "true");
    expect(status(dialog)).toHaveTextContent("Loading open times…");
    // The request stays possible while times load: it would go without one.
    await findRequestButton(dialog, "Request Appraisal");

    times.release();
    const days = await dayGroup(dialog);
    expect(within(dialog).queryByTestId("appointment-skeleton")).not.toBeInTheDocument();
    expect(within(days).getAllByRole("radio")).toHaveLength(15);
    expect(within(days).getByRole("radio", { name: "Monday, November 30" })).toBeChecked();
    expect(within(days).getByRole("radio", { name: "Friday, December 18" })).not.toBeChecked();
    const first = await timesGroup(dialog);
    expect(first).toHaveAccessibleName("Times on Monday, November 30");
    expect(within(first).getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual(FIRST_DAY.slots.map((slot) => slot.start));
    expect(within(first).getAllByRole("radio").map((radio) => radio.closest("label")!.textContent)).toEqual([
      "9:00 AM",
      "10:30 AM",
      "12:00 PM",
      "1:30 PM",
      "3:00 PM",
    ]);
    expect(status(dialog)).toHaveTextContent("");
    // The job sent: the service, the size tier, the county slug and the town.
    expect(requests.map((request) => request.body)).toEqual([
      { serviceType: "appraisal", tier: "1500_to_2500", county: "hunterdon", municipality: "Flemington", sessionId: expect.stringMatching(/^[0-9a-f]{32}$/) },
    ]);
  });

  it("picking a time holds it, says until when, sends its hold with the request and shows it on /thank-you", async () => {
    const holds = recordRequests(urls.bookingHold);
    const sent = recordRequests(urls.sendEmail);
    const { dialog, router, user } = await renderQuote(LINK);
    await user.click(within(await timesGroup(dialog)).getByRole("radio", { name: "10:30 AM" }));
    expect(within(dialog).getByRole("radio", { name: "10:30 AM" })).toBeChecked();
    await waitFor(() => expect(status(dialog)).toHaveTextContent(/^Monday, November 30, 10:30 AM Eastern is held for you until \d{1,2}:\d\d (AM|PM)\./));
    expect(holds).toHaveLength(1);
    expect(holds[0]!.body).toEqual({
      serviceType: "appraisal",
      tier: "1500_to_2500",
      county: "hunterdon",
      municipality: "Flemington",
      start: TEN_THIRTY,
      sessionId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });

    await fillContact(user, ANA);
    await user.click(await findRequestButton(dialog, "Request Appraisal"));
    expect(await screen.findByText(QUOTE_MESSAGES.requestSent)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ isServiceRequest: true, serviceType: "appraisal", appointment: { holdToken: testHoldToken(TEN_THIRTY) } });
    await waitFor(() => expect(currentUrl(router)).toBe("/thank-you"));
    expect(await screen.findByText("Your appointment: Monday, November 30, 10:30 AM Eastern")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Your appointment" })).toBeInTheDocument();
    // The private manage link (docs/decisions/050).
    expect(screen.getByRole("link", { name: "Reschedule or cancel your appointment" })).toHaveAttribute("href", `/appointment/${TEST_MANAGE_TOKEN}`);
  });

  it("picking another time holds that one instead; a later day's times come with its day", async () => {
    const holds = recordRequests(urls.bookingHold);
    const { dialog, user } = await renderQuote(LINK);
    await user.click(within(await timesGroup(dialog)).getByRole("radio", { name: "9:00 AM" }));
    await waitFor(() => expect(status(dialog)).toHaveTextContent(/9:00 AM Eastern is held/));
    await user.click(within(await dayGroup(dialog)).getByRole("radio", { name: "Tuesday, December 1" }));
    const tuesday = await timesGroup(dialog);
    expect(tuesday).toHaveAccessibleName("Times on Tuesday, December 1");
    // Monday's hold stays until another time is picked.
    expect(status(dialog)).toHaveTextContent(/Monday, November 30, 9:00 AM Eastern is held/);
    await user.click(within(tuesday).getByRole("radio", { name: "12:00 PM" }));
    await waitFor(() => expect(status(dialog)).toHaveTextContent(/Tuesday, December 1, 12:00 PM Eastern is held/));
    expect(holds.map((hold) => (hold.body as { start: string }).start)).toEqual([NINE, TEST_BOOKING_TIMES.days[1]!.slots[2]!.start]);
    // One session id: the second hold releases the first (the booking contract).
    expect(new Set(holds.map((hold) => (hold.body as { sessionId: string }).sessionId)).size).toBe(1);
  });

  it("empty: says so, offers no times and sends the request without an appointment", async () => {
    server.use(http.post(urls.bookingTimes, () => HttpResponse.json({ ...TEST_BOOKING_TIMES, days: [] })));
    const sent = recordRequests(urls.sendEmail);
    const { dialog, user } = await renderQuote(LINK);
    expect(await within(dialog).findByText(BOOKING_MESSAGES.empty)).toBeInTheDocument();
    expect(within(dialog).queryByRole("group", { name: "Day" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "None of these times work" })).not.toBeInTheDocument();
    await fillContact(user, ANA);
    await user.click(await findRequestButton(dialog, "Request Appraisal"));
    expect(await screen.findByText(QUOTE_MESSAGES.requestSent)).toBeInTheDocument();
    expect(sent[0]!.body).not.toHaveProperty("appointment");
  });

  it("taken on hold: 'That time was just taken', focus on the news, fresh times without it", async () => {
    timesThen(TEST_BOOKING_TIMES, timesWithout(TEN_THIRTY));
    server.use(http.post(urls.bookingHold, () => slotTakenAnswer()));
    const times = recordRequests(urls.bookingTimes);
    const { dialog, user } = await renderQuote(LINK);
    await user.click(within(await timesGroup(dialog)).getByRole("radio", { name: "10:30 AM" }));
    const alert = await within(dialog).findByText(BOOKING_MESSAGES.taken);
    expect(alert.closest("[role=alert]")).toHaveFocus();
    expect(within(dialog).getByText(BOOKING_MESSAGES.takenDetail)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole("radio", { name: "10:30 AM" })).not.toBeInTheDocument());
    expect(times).toHaveLength(2);
    const fresh = await timesGroup(dialog);
    expect(within(fresh).getAllByRole("radio").map((radio) => radio.closest("label")!.textContent)).toEqual(["9:00 AM", "12:00 PM", "1:30 PM", "3:00 PM"]);
    expect(within(fresh).getAllByRole("radio").filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    expect(status(dialog)).toHaveTextContent("");
  });

  it("taken on send: nothing sent is lost; fresh times, the form kept, and a new pick sends", async () => {
    timesThen(TEST_BOOKING_TIMES, timesWithout(NOON));
    let sends = 0;
    server.use(http.post(urls.sendEmail, () => (sends++ === 0 ? slotTakenAnswer() : undefined)));
    const sent = recordRequests(urls.sendEmail);
    const { dialog, router, user } = await renderQuote(LINK);
    await user.click(within(await timesGroup(dialog)).getByRole("radio", { name: "12:00 PM" }));
    await waitFor(() => expect(status(dialog)).toHaveTextContent(/12:00 PM Eastern is held/));
    await fillContact(user, ANA);
    await user.type(within(dialog).getByLabelText(/Comments/), "Gate code 1234.");
    await user.click(within(dialog).getByRole("button", { name: "Request Appraisal" }));

    const alert = await within(dialog).findByText(BOOKING_MESSAGES.taken);
    expect(alert.closest("[role=alert]")).toHaveFocus();
    await waitFor(() => expect(within(dialog).queryByRole("radio", { name: "12:00 PM" })).not.toBeInTheDocument());
    expect(screen.queryByText(QUOTE_MESSAGES.requestFailed)).not.toBeInTheDocument();
    expect(currentUrl(router)).toMatch(/^\/hunterdon\?/);
    expect(within(dialog).getByLabelText(/^First name/)).toHaveValue("Ana");
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue("Ana.Silva@Example.com");
    expect(within(dialog).getByLabelText(/^Phone/)).toHaveValue("(908) 555-0134");
    expect(within(dialog).getByLabelText(/Comments/)).toHaveValue("Gate code 1234.");
    expect(status(dialog)).toHaveTextContent("");

    await user.click(within(await timesGroup(dialog)).getByRole("radio", { name: "1:30 PM" }));
    await waitFor(() => expect(status(dialog)).toHaveTextContent(/1:30 PM Eastern is held/));
    await user.click(await findRequestButton(dialog, "Request Appraisal"));
    expect(await screen.findByText("Your appointment: Monday, November 30, 1:30 PM Eastern")).toBeInTheDocument();
    expect(sent.map((request) => (request.body as { appointment?: unknown }).appointment)).toEqual([
      { holdToken: testHoldToken(NOON) },
      { holdToken: testHoldToken(FIRST_DAY.slots[3]!.start) },
    ]);
  });

  it("error: a clear message and Try again, while the request can still be sent without a time", async () => {
    let fail = true;
    server.use(http.post(urls.bookingTimes, () => (fail ? HttpResponse.json({ error: "boom" }, { status: 500 }) : undefined)));
    const { dialog, user } = await renderQuote(LINK);
    expect(await within(dialog).findByText(BOOKING_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(within(dialog).getByText(BOOKING_MESSAGES.loadFailedDetail)).toBeInTheDocument();
    await findRequestButton(dialog, "Request Appraisal");

    fail = false;
    await user.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await dayGroup(dialog)).toBeInTheDocument();
    expect(within(dialog).queryByText(BOOKING_MESSAGES.loadFailed)).not.toBeInTheDocument();
  });

  it("a hold refused by the address's limit (429) says in place to call, with the number as a tel: link; the typed values stay and the request can go without a time", async () => {
    const refusal = limitRefusalMessage(HOLDS_REFUSAL, BUSINESS_DEFAULTS.phone, 86_400);
    server.use(http.post(urls.bookingHold, () => HttpResponse.json({ error: refusal }, { status: 429 })));
    const sent = recordRequests(urls.sendEmail);
    const { dialog, user } = await renderQuote(LINK);
    const times = await timesGroup(dialog);
    await fillContact(user, ANA);
    await user.click(within(times).getByRole("radio", { name: "10:30 AM" }));

    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("Please call us");
    expect(alert).toHaveTextContent(refusal);
    expect(alert).toHaveTextContent(/again tomorrow\.$/);
    expect(within(alert).getByRole("link", { name: BUSINESS_DEFAULTS.phone })).toHaveAttribute("href", "tel:+19085550134");
    expect(within(dialog).queryByText(BOOKING_MESSAGES.holdFailed)).not.toBeInTheDocument();
    expect(status(dialog)).toHaveTextContent("");
    expect(within(dialog).getByLabelText(/^First name/)).toHaveValue("Ana");
    expect(within(dialog).getByLabelText(/^Phone/)).toHaveValue("(908) 555-0134");

    await user.click(await findRequestButton(dialog, "Request Appraisal"));
    expect(await screen.findByText(QUOTE_MESSAGES.requestSent)).toBeInTheDocument();
    expect(sent[0]!.body).not.toHaveProperty("appointment");
  });

  it("error: the request sent anyway goes without an appointment, as a request without a picked time does", async () => {
    server.use(http.post(urls.bookingTimes, () => HttpResponse.json({ error: "boom" }, { status: 500 })));
    const sent = recordRequests(urls.sendEmail);
    const { dialog, router, user } = await renderQuote(LINK);
    await within(dialog).findByText(BOOKING_MESSAGES.loadFailed);
    await fillContact(user, ANA);
    await user.click(await findRequestButton(dialog, "Request Appraisal"));
    expect(await screen.findByText(QUOTE_MESSAGES.requestSent)).toBeInTheDocument();
    expect(sent[0]!.body).not.toHaveProperty("appointment");
    await waitFor(() => expect(currentUrl(router)).toBe("/thank-you"));
    expect(screen.queryByText(/Your appointment:/)).not.toBeInTheDocument();
  });

  it("a job booking-times refuses (400) shows its reason, no Try again, and the request goes without a time", async () => {
    const reason = "No appointment length is set for this service: send the request and we will call you";
    server.use(http.post(urls.bookingTimes, () => HttpResponse.json({ error: reason }, { status: 400 })));
    const sent = recordRequests(urls.sendEmail);
    const { dialog, user } = await renderQuote(LINK);
    expect(await within(dialog).findByText(reason)).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(BOOKING_MESSAGES.loadFailed)).not.toBeInTheDocument();
    await fillContact(user, ANA);
    await user.click(await findRequestButton(dialog, "Request Appraisal"));
    expect(await screen.findByText(QUOTE_MESSAGES.requestSent)).toBeInTheDocument();
    expect(sent[0]!.body).not.toHaveProperty("appointment");
  });

  it("'None of these times work' sends the request without an appointment, even after a hold", async () => {
    const sent = recordRequests(urls.sendEmail);
    const { dialog, router, user } = await renderQuote(LINK);
    await user.click(within(await timesGroup(dialog)).getByRole("radio", { name: "9:00 AM" }));
    await waitFor(() => expect(status(dialog)).toHaveTextContent(/9:00 AM Eastern is held/));
    await user.click(within(dialog).getByRole("button", { name: "None of these times work" }));
    expect(within(dialog).getByText(BOOKING_MESSAGES.declined)).toBeInTheDocument();
    expect(within(dialog).queryByRole("group", { name: "Day" })).not.toBeInTheDocument();
    expect(status(dialog)).toHaveTextContent("");
    // Changing one's mind brings the times back.
    await user.click(within(dialog).getByRole("button", { name: "Show open times" }));
    expect(await dayGroup(dialog)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "None of these times work" }));

    await fillContact(user, ANA);
    await user.click(await findRequestButton(dialog, "Request Appraisal"));
    expect(await screen.findByText(QUOTE_MESSAGES.requestSent)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).not.toHaveProperty("appointment");
    await waitFor(() => expect(currentUrl(router)).toBe("/thank-you"));
    expect(screen.queryByText(/Your appointment:/)).not.toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Appointment confirmation" })).toBeInTheDocument();
  });

  it("a hold that runs out is dropped: 'pick a time again', fresh times, and the request would go without it", async () => {
    const times = recordRequests(urls.bookingTimes);
    const sent = recordRequests(urls.sendEmail);
    const { dialog, user } = await renderQuote(LINK);
    const group = await timesGroup(dialog);
    // The hold's ten minutes pass on a fake clock (setTimeout and Date), which otherwise runs on with real time.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "Date"] });
    await user.click(within(group).getByRole("radio", { name: "9:00 AM" }));
    await waitFor(() => expect(status(dialog)).toHaveTextContent(/9:00 AM Eastern is held/));
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1000);
    await vi.runOnlyPendingTimersAsync();
    vi.useRealTimers();
    expect(await within(dialog).findByText(BOOKING_MESSAGES.expired)).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: "9:00 AM" })).not.toBeChecked();
    expect(status(dialog)).toHaveTextContent("");
    await waitFor(() => expect(times).toHaveLength(2));

    await fillContact(user, ANA);
    await user.click(await findRequestButton(dialog, "Request Appraisal"));
    expect(await screen.findByText(QUOTE_MESSAGES.requestSent)).toBeInTheDocument();
    expect(sent[0]!.body).not.toHaveProperty("appointment");
  });

  it("keyboard: arrow keys move between days and between times, Tab goes from days to times, the checked one is named; one hold where the visitor stops", async () => {
    const holds = recordRequests(urls.bookingHold);
    const sent = recordRequests(urls.sendEmail);
    const { dialog, user } = await renderQuote(LINK);
    const days = await dayGroup(dialog);
    within(days).getByRole("radio", { name: "Monday, November 30" }).focus();
    await user.keyboard("{ArrowRight}");
    const tuesday = within(days).getByRole("radio", { name: "Tuesday, December 1" });
    expect(tuesday).toBeChecked();
    expect(tuesday).toHaveFocus();
    expect(await timesGroup(dialog)).toHaveAccessibleName("Times on Tuesday, December 1");

    await user.tab();
    const times = await timesGroup(dialog);
    expect(within(times).getByRole("radio", { name: "9:00 AM" })).toHaveFocus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    const noon = within(times).getByRole("radio", { name: "12:00 PM" });
    expect(noon).toBeChecked();
    expect(noon).toHaveFocus();
    await waitFor(() => expect(status(dialog)).toHaveTextContent(/^Tuesday, December 1, 12:00 PM Eastern is held for you until/));
    expect(status(dialog)).toHaveAttribute("role", "status");
    expect(holds.map((hold) => (hold.body as { start: string }).start)).toEqual([TEST_BOOKING_TIMES.days[1]!.slots[2]!.start]);
    // Enter on a time does not send the form around it.
    await user.keyboard("{Enter}");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toHaveLength(0);
    // Tab leaves the times for "None of these times work".
    await user.tab();
    expect(within(dialog).getByRole("button", { name: "None of these times work" })).toHaveFocus();
  });

  it("photography: times wait for a package, and changing the package drops the hold (its length changed)", async () => {
    const requests = recordRequests(urls.bookingTimes);
    const { dialog, user } = await renderQuote("/?openQuote=true&service=photography&pin=1009_12_3.01");
    expect(await within(dialog).findByText(BOOKING_MESSAGES.choosePackage)).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.click(within(dialog).getByRole("radio", { name: /Basic Photography/ }));
    await user.click(within(await timesGroup(dialog)).getByRole("radio", { name: "9:00 AM" }));
    await waitFor(() => expect(status(dialog)).toHaveTextContent(/9:00 AM Eastern is held/));
    await user.click(within(dialog).getByRole("radio", { name: /Premium Photography/ }));
    expect(await within(dialog).findByText(BOOKING_MESSAGES.changed)).toBeInTheDocument();
    expect(status(dialog)).toHaveTextContent("");
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((request) => (request.body as { selectedPhotographyPackage?: string }).selectedPhotographyPackage)).toEqual([
      expect.any(String),
      expect.any(String),
    ]);
    expect(requests[0]!.body).toMatchObject({ serviceType: "photography", county: "hunterdon" });
  });
});
