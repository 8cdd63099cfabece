import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { serviceRequestPayloadSchema } from "#schemas/service-request.ts";
import { BUSINESS_DEFAULTS } from "#shared/business-defaults.ts";
import { LEADS_REFUSAL, limitRefusalMessage } from "#shared/limit-refusal.ts";
import { CONVERSION_EVENT, type Conversion } from "@/lib/conversion";
import { testParcels } from "#tests/msw/fixtures/parcels.ts";
import { server } from "#tests/msw/server.ts";
import { expectHiddenHoneypot } from "#tests/support/bot-check.ts";
import { restUrl } from "#tests/msw/urls.ts";
import { currentUrl } from "#tests/support/render-app.tsx";
import { ANA, fillContact, findRequestButton, recordRequests, renderQuote, urls, warmUpQuoteModules } from "#tests/support/quote.tsx";
import { loggedQuoteSteps } from "#tests/msw/quote-handlers.ts";

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
beforeAll(warmUpQuoteModules, 120_000);
afterEach(() => server.events.removeAllListeners());

/**
 * Holds back the service_pricing answer of `tier` until `release()` (then the default
 * handler answers it), so a test can act while "Calculating your price…" shows.
 */
function holdPrices(tier: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(restUrl("service_pricing"), async ({ request }) => {
      if (new URL(request.url).searchParams.get("tier_name") !== `eq.${tier}`) return undefined;
      await released;
      return undefined;
    }),
  );
  return { release };
}

const APPRAISAL_LINK = "/hunterdon?utm_source=mailer&utm_campaign=spring&openQuote=true&service=appraisal&appraisalType=refinance&pin=1009_12_3.01";

describe("the contact form", () => {
  it("shows every required message and 'Please correct the errors in the form'; editing a field clears its error", async () => {
    const sent = recordRequests(urls.sendEmail);
    const { dialog, user } = await renderQuote(APPRAISAL_LINK);
    await user.click(await findRequestButton(dialog, "Request Appraisal"));
    expect(await screen.findByText("Please correct the errors in the form")).toBeInTheDocument();
    for (const message of ["First name is required", "Last name is required", "Email is required", "Phone number is required"]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText(/^First name/)).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByLabelText(/^First name/)).toHaveAccessibleDescription("First name is required");

    await user.type(within(dialog).getByLabelText(/^First name/), "A");
    expect(within(dialog).queryByText("First name is required")).not.toBeInTheDocument();
    expect(within(dialog).getByText("Last name is required")).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("checks the email address and the phone number", async () => {
    const sent = recordRequests(urls.sendEmail);
    const { dialog, user } = await renderQuote(APPRAISAL_LINK);
    await findRequestButton(dialog, "Request Appraisal");
    await fillContact(user, { firstName: "Ana", lastName: "Silva", email: "ana@example", phone: "908555" });
    expect(within(dialog).getByLabelText(/^Phone/)).toHaveValue("(908) 555");
    await user.click(within(dialog).getByRole("button", { name: "Request Appraisal" }));
    expect(await within(dialog).findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(within(dialog).getByText("Phone number must be 10 digits")).toBeInTheDocument();

    const phone = within(dialog).getByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, "908-555-CALL");
    await user.click(within(dialog).getByRole("button", { name: "Request Appraisal" }));
    expect(await within(dialog).findByText("Phone number must contain only numbers")).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("formats the phone as (xxx) xxx-xxxx and stops at 10 digits", async () => {
    const { dialog, user } = await renderQuote(APPRAISAL_LINK);
    const phone = await within(dialog).findByLabelText(/^Phone/);
    await user.type(phone, "908555013499");
    expect(phone).toHaveValue("(908) 555-0134");
  });

  it("photography: 'Please select a photography package', then 'Please select at least one individual service'", async () => {
    const sent = recordRequests(urls.sendEmail);
    const { dialog, user } = await renderQuote("/?openQuote=true&service=photography&pin=1009_12_3.01");
    await findRequestButton(dialog, "Request Photography");
    await fillContact(user, ANA);
    await user.click(within(dialog).getByRole("button", { name: "Request Photography" }));
    expect(await within(dialog).findByText("Please select a photography package")).toBeInTheDocument();
    expect(await screen.findByText("Please correct the errors in the form")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("radio", { name: /Custom package/ }));
    expect(within(dialog).queryByText("Please select a photography package")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Request Photography" }));
    expect(await within(dialog).findByText("Please select at least one individual service")).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});

describe("submission", () => {
  it("sends the request with the price shown, says so, logs the request and goes to /thank-you", async () => {
    sessionStorage.clear();
    loggedQuoteSteps.length = 0;
    const conversions: Conversion[] = [];
    const onConversionEvent = (event: Event) => conversions.push((event as CustomEvent<Conversion>).detail);
    window.addEventListener(CONVERSION_EVENT, onConversionEvent);
    onTestFinished(() => window.removeEventListener(CONVERSION_EVENT, onConversionEvent));
    const requests = recordRequests(urls.sendEmail, urls.logSearch);
    const { dialog, router, user } = await renderQuote(`${APPRAISAL_LINK}&discount=SPRING10`);
    await waitFor(async () => expect((await within(dialog).findByTestId("quote-final-price")).textContent).toBe("$450"));
    expect(within(dialog).getByLabelText(/Appraisal type/)).toHaveValue("Refinance");
    await fillContact(user, ANA);
    await user.type(within(dialog).getByLabelText(/Comments/), "Lender needs it by Friday.");
    await user.click(within(dialog).getByRole("button", { name: "Request Appraisal" }));

    expect(await screen.findByText("Your request has been sent! We'll contact you soon.")).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe("/thank-you"));
    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // Arriving from the sent request, the thank-you page reports the conversion, once.
    await waitFor(() => expect(conversions).toHaveLength(1));
    expect(conversions[0]).toMatchObject({ type: "service_request", path: "/thank-you" });

    const emails = requests.filter((request) => request.url === urls.sendEmail);
    expect(emails).toHaveLength(1);
    // The funnel's steps, once each for the session the request names.
    const sessionId = (emails[0]!.body as { sessionId: string }).sessionId;
    expect(loggedQuoteSteps).toEqual([
      { p_session_id: sessionId, p_step: "opened" },
      { p_session_id: sessionId, p_step: "priced" },
    ]);
    const payload = emails[0]!.body;
    expect(payload).toEqual({
      isServiceRequest: true,
      firstName: "Ana",
      lastName: "Silva",
      email: "ana.silva@example.com",
      phone: "9085550134",
      message: "Lender needs it by Friday.",
      serviceType: "appraisal",
      appraisalType: "Refinance",
      propertyAddress: "12 Oak Ridge Rd, Flemington, NJ 08822",
      propertyData: testParcels.flemington,
      selectedPhotographyPackage: null,
      customServices: null,
      basePrice: 500,
      finalPrice: 450,
      discountCode: { code: "SPRING10", type: "percentage", value: 10, description: "10% off any appraisal or photography service" },
      tier: "1500_to_2500",
      utm: { utm_source: "mailer", utm_campaign: "spring" },
      // The browser session the visit logging started: the request is credited to its first landing (decision 063).
      sessionId: expect.stringMatching(/^sv_\d{13}_[a-z0-9]+$/),
      // The bot checks (docs/decisions/035): the empty honeypot and the time since the form appeared.
      website: "",
      fillMs: expect.any(Number),
    });
    expect((payload as { fillMs: number }).fillMs).toBeGreaterThan(0);
    expect(serviceRequestPayloadSchema.safeParse(payload).success).toBe(true);
    await waitFor(() =>
      expect(requests.filter((request) => request.url === urls.logSearch).map((request) => request.body)).toEqual([
        { propertyData: testParcels.flemington, serviceRequested: true },
      ]),
    );
  });

  it("nothing can be sent while the price loads; once it shows, the price sent is the price shown", async () => {
    const prices = holdPrices("1500_to_2500");
    const sent = recordRequests(urls.sendEmail);
    const { dialog, user } = await renderQuote(APPRAISAL_LINK);
    const button = await within(dialog).findByRole("button", { name: "Request Appraisal" });
    expect(within(dialog).getByText("Calculating your price…")).toBeInTheDocument();
    expect(button).toBeDisabled();
    await fillContact(user, ANA);
    await user.click(button);
    // Submitting the form some other way (Enter in a field) sends nothing either.
    fireEvent.submit(within(dialog).getByRole("form", { name: "Your details" }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toHaveLength(0);

    prices.release();
    await waitFor(async () => expect((await within(dialog).findByTestId("quote-final-price")).textContent).toBe("$500"));
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await screen.findByText("Your request has been sent! We'll contact you soon.")).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ basePrice: 500, finalPrice: 500, tier: "1500_to_2500" });
  });

  it("after changing to a property of another size tier, nothing is sent until its price shows", async () => {
    const sent = recordRequests(urls.sendEmail);
    const { dialog, user } = await renderQuote("/?openQuote=true&service=appraisal&pin=0223_105_14");
    await waitFor(async () => expect((await within(dialog).findByTestId("quote-final-price")).textContent).toBe("$450"));
    await fillContact(user, ANA);

    const prices = holdPrices("over_2500");
    await user.click(within(dialog).getByRole("button", { name: "Change property" }));
    const change = await screen.findByRole("dialog", { name: "Change property" });
    await user.type(within(change).getByRole("combobox", { name: "New property address" }), "oak ridge");
    await user.click(await within(change).findByRole("option", { name: /40 Oak Ridge Rd/ }));
    expect(await screen.findByText("Property updated successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Change property" })).not.toBeInTheDocument());
    expect(await within(dialog).findByRole("heading", { name: /40 Oak Ridge Rd/ })).toBeInTheDocument();
    expect(within(dialog).getByText("Calculating your price…")).toBeInTheDocument();
    const button = within(dialog).getByRole("button", { name: "Request Appraisal" });
    expect(button).toBeDisabled();
    await user.click(button);
    fireEvent.submit(within(dialog).getByRole("form", { name: "Your details" }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toHaveLength(0);

    prices.release();
    await waitFor(async () => expect((await within(dialog).findByTestId("quote-final-price")).textContent).toBe("$575"));
    await user.click(within(dialog).getByRole("button", { name: "Request Appraisal" }));
    expect(await screen.findByText("Your request has been sent! We'll contact you soon.")).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ basePrice: 575, finalPrice: 575, tier: "over_2500" });
  });

  it("a photography request carries the package and the priced add-ons", async () => {
    const sent = recordRequests(urls.sendEmail);
    const { dialog, user } = await renderQuote(
      "/?openQuote=true&service=photography&pin=0223_105_14&package=custom&selection1=floor-plans&selection2=real-estate-videography",
    );
    await waitFor(async () => expect((await within(dialog).findByTestId("quote-final-price")).textContent).toBe("$525"));
    await fillContact(user, ANA);
    await user.click(within(dialog).getByRole("button", { name: "Request Photography" }));
    await screen.findByText("Your request has been sent! We'll contact you soon.");
    expect(sent[0]!.body).toMatchObject({
      serviceType: "photography",
      appraisalType: null,
      selectedPhotographyPackage: "custom",
      customServices: [
        { id: "floor-plans", name: "Floor Plans", price: 125 },
        { id: "real-estate-videography", name: "Real Estate Videography", price: 400 },
      ],
      basePrice: 525,
      finalPrice: 525,
      tier: "under_1500",
    });
  });

  it("on failure says so in place, above the button, and keeps everything filled in", async () => {
    server.use(http.post(urls.sendEmail, () => HttpResponse.json({ error: "smtp down" }, { status: 500 })));
    const { dialog, router, user } = await renderQuote(APPRAISAL_LINK);
    await findRequestButton(dialog, "Request Appraisal");
    await fillContact(user, ANA);
    await user.click(within(dialog).getByRole("button", { name: "Request Appraisal" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("Failed to send request. Please try again or call us directly.");
    expect(screen.getByRole("dialog", { name: "Get Your Free Quote" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^First name/)).toHaveValue("Ana");
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue("Ana.Silva@Example.com");
    expect(within(dialog).getByLabelText(/^Phone/)).toHaveValue("(908) 555-0134");
    expect(router.state.location.pathname).toBe("/hunterdon");
    expect(within(dialog).getByRole("button", { name: "Request Appraisal" })).toBeEnabled();
  });

  it("over the caller's limit (429) says in place to call now, with the number as a tel: link and when to try again, and keeps everything filled in", async () => {
    const refusal = limitRefusalMessage(LEADS_REFUSAL, BUSINESS_DEFAULTS.phone, 600);
    server.use(http.post(urls.sendEmail, () => HttpResponse.json({ error: refusal }, { status: 429 })));
    const { dialog, router, user } = await renderQuote(APPRAISAL_LINK);
    const button = await findRequestButton(dialog, "Request Appraisal");
    await fillContact(user, ANA);
    await user.type(within(dialog).getByLabelText(/Comments/), "Lender needs it by Friday.");
    await user.click(button);

    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("Please call us");
    expect(alert).toHaveTextContent(refusal);
    expect(alert).toHaveTextContent(/again in ten minutes\.$/);
    expect(within(alert).getByRole("link", { name: BUSINESS_DEFAULTS.phone })).toHaveAttribute("href", "tel:+19085550134");
    // In the form, just before its button: not a toast over the sheet.
    expect(within(dialog).getByRole("form", { name: "Your details" })).toContainElement(alert);
    expect(alert.compareDocumentPosition(within(dialog).getByRole("button", { name: "Request Appraisal" })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText("Failed to send request. Please try again or call us directly.")).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^First name/)).toHaveValue("Ana");
    expect(within(dialog).getByLabelText(/^Last name/)).toHaveValue("Silva");
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue("Ana.Silva@Example.com");
    expect(within(dialog).getByLabelText(/^Phone/)).toHaveValue("(908) 555-0134");
    expect(within(dialog).getByLabelText(/Comments/)).toHaveValue("Lender needs it by Friday.");
    expect(router.state.location.pathname).toBe("/hunterdon");
  });

  it("renders the honeypot hidden from people and screen readers, out of the tab order, and sends what a bot typed in it", async () => {
    const requests = recordRequests(urls.sendEmail);
    const { dialog, user } = await renderQuote(APPRAISAL_LINK);
    await findRequestButton(dialog, "Request Appraisal");
    const input = expectHiddenHoneypot(dialog);
    expect(within(dialog).queryByTestId("turnstile-widget")).not.toBeInTheDocument();

    fireEvent.change(input, { target: { value: "https://spam.example" } });
    await fillContact(user, ANA);
    await user.click(within(dialog).getByRole("button", { name: "Request Appraisal" }));
    await screen.findByText("Your request has been sent! We'll contact you soon.");
    const sent = requests.filter((request) => request.url === urls.sendEmail);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ website: "https://spam.example", fillMs: expect.any(Number) });
    expect(sent[0]!.body).not.toHaveProperty("turnstileToken");
  });

  it("a double click sends one request", async () => {
    server.use(
      http.post(urls.sendEmail, async () => {
        await delay(300);
        return HttpResponse.json({ success: true });
      }),
    );
    const sent = recordRequests(urls.sendEmail);
    const { dialog, user } = await renderQuote(APPRAISAL_LINK);
    await findRequestButton(dialog, "Request Appraisal");
    await fillContact(user, ANA);
    await user.dblClick(within(dialog).getByRole("button", { name: "Request Appraisal" }));
    expect(await screen.findByText("Your request has been sent! We'll contact you soon.")).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it("Apply is disabled while a code is being checked", async () => {
    server.use(
      http.post(urls.discount, async () => {
        await delay(400);
        return HttpResponse.json([{ valid: false, type: null, value: null, description: null }]);
      }),
    );
    const { dialog, user } = await renderQuote(APPRAISAL_LINK);
    await user.type(await within(dialog).findByLabelText(/Discount code/), "LATE");
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(within(dialog).getByRole("button", { name: "Checking…" })).toBeDisabled();
    expect(await within(dialog).findByText("Invalid or expired discount code")).toBeInTheDocument();
  });
});
