import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { BUSINESS_DEFAULTS } from "#shared/business-defaults.ts";
import { LEADS_REFUSAL, limitRefusalMessage } from "#shared/limit-refusal.ts";
import { CONVERSION_EVENT, type Conversion } from "@/lib/conversion";
import { CONTACT_DRAFT_STORAGE_KEY, formatSavedAt, parseDraft, serializeDraft } from "@/features/contact/domain/contact-draft";
import { contactHandlers } from "#tests/msw/contact-handlers.ts";
import { functionUrl } from "#tests/msw/urls.ts";
import { server } from "#tests/msw/server.ts";
import { expectHiddenHoneypot } from "#tests/support/bot-check.ts";
import { renderApp } from "#tests/support/render-app.tsx";

// Load the page chunks once up front, so a busy machine doesn't time out the first render.
beforeAll(async () => {
  await import("@/app/routes/contact");
  await import("sonner");
}, 30_000);

const EMAIL = "info@gardenstateappraisals.com";

/** Requests that reached send-contact-email, with their JSON bodies. */
function recordContactRequests() {
  const bodies: unknown[] = [];
  server.events.on("request:start", ({ request }) => {
    if (request.url === functionUrl("send-contact-email")) {
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
    }
  });
  return bodies;
}

async function openContactPage() {
  const view = renderApp("/contact");
  await screen.findByRole("heading", { level: 2, name: "Send Us a Message" });
  const form = screen.getByRole("heading", { name: "Send Us a Message" }).closest("section") as HTMLElement;
  const field = (name: RegExp) => within(form).getByLabelText(name);
  return {
    ...view,
    form,
    firstName: field(/^First Name/),
    lastName: field(/^Last Name/),
    email: field(/^Email/),
    phone: field(/^Phone/),
    message: field(/^Message/),
    submit: within(form).getByRole("button", { name: "Send Message" }),
  };
}

beforeEach(() => {
  window.localStorage.clear();
  // The contact defaults first, whatever other features add for the same function.
  server.use(...contactHandlers);
});

afterEach(() => {
  // Sonner's toast store outlives a test's render: start each test without old toasts.
  toast.dismiss();
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe("contact form validation", () => {
  it("checks every field at submit, shows every 'required' message and the invalid toast, and sends nothing", async () => {
    const bodies = recordContactRequests();
    const { user, submit } = await openContactPage();
    await user.click(submit);

    for (const message of ["First name is required", "Last name is required", "Email is required", "Message is required"]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(await screen.findByText("Please correct the errors")).toBeInTheDocument();
    expect(screen.getByText("Check the form fields and try again.")).toBeInTheDocument();
    expect(bodies).toEqual([]);
    // The first invalid field gets the focus.
    expect(screen.getByLabelText(/^First Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^First Name/)).toHaveAttribute("aria-invalid", "true");
  });

  it("checks a field on blur, not while it is first typed, then on every change once touched", async () => {
    const { user, firstName, lastName } = await openContactPage();
    await user.type(firstName, "A");
    expect(screen.queryByText("First name must be at least 2 characters")).not.toBeInTheDocument();
    await user.click(lastName);
    expect(await screen.findByText("First name must be at least 2 characters")).toBeInTheDocument();
    // Touched: the next keystroke re-checks at once.
    await user.type(firstName, "l");
    await waitFor(() => expect(screen.queryByText("First name must be at least 2 characters")).not.toBeInTheDocument());
    await user.type(firstName, "9");
    expect(await screen.findByText("First name format is invalid")).toBeInTheDocument();
  });

  it.each([
    { label: /^First Name/, value: "J", message: "First name must be at least 2 characters" },
    { label: /^First Name/, value: "J".repeat(51), message: "First name must be less than 50 characters" },
    { label: /^First Name/, value: "R2D2", message: "First name format is invalid" },
    { label: /^Last Name/, value: "O", message: "Last name must be at least 2 characters" },
    { label: /^Last Name/, value: "O".repeat(51), message: "Last name must be less than 50 characters" },
    { label: /^Last Name/, value: "<script>", message: "Last name format is invalid" },
    { label: /^Email/, value: "jane@example", message: "Please enter a valid email address" },
    { label: /^Email/, value: "jane doe@example.com", message: "Please enter a valid email address" },
    { label: /^Email/, value: `${"j".repeat(95)}@example.com`, message: "Email must be less than 100 characters" },
    { label: /^Phone/, value: "call me maybe", message: "Please enter a valid phone number" },
    { label: /^Phone/, value: "+1 (908) 555", message: "Phone number must be at least 10 digits" },
    { label: /^Message/, value: "Hi there", message: "Message must be at least 10 characters" },
  ])("shows '$message' on blur", async ({ label, value, message }) => {
    const { user, form } = await openContactPage();
    const input = within(form).getByLabelText(label);
    await user.click(input);
    await user.paste(value);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input.getAttribute("aria-describedby")).toContain(screen.getByText(message).id);
  });

  it("counts the message live (n/1000) and rejects more than 1000 characters", async () => {
    const { user, message } = await openContactPage();
    expect(screen.getByTestId("message-counter")).toHaveTextContent("0/1000");
    await user.click(message);
    await user.paste("Hello, I need an appraisal.");
    expect(screen.getByTestId("message-counter")).toHaveTextContent("27/1000");
    await user.paste("x".repeat(1000));
    expect(screen.getByTestId("message-counter")).toHaveTextContent("1027/1000");
    await user.tab();
    expect(await screen.findByText("Message must be less than 1000 characters")).toBeInTheDocument();
  });

  it("accepts a blank phone", async () => {
    const { user, phone } = await openContactPage();
    await user.click(phone);
    await user.tab();
    expect(screen.queryByText("Please enter a valid phone number")).not.toBeInTheDocument();
    expect(phone).not.toHaveAttribute("aria-invalid");
  });
});

async function fillValidForm(view: Awaited<ReturnType<typeof openContactPage>>) {
  const { user } = view;
  await user.type(view.firstName, "Maria");
  await user.type(view.lastName, "O'Connor");
  await user.type(view.email, "Maria.OConnor@Example.com");
  await user.type(view.phone, "(908) 555-0188");
  await user.click(view.message);
  await user.paste("We need a date-of-death appraisal for my father's house in Clinton Township.");
}

describe("sending a message", () => {
  it("posts the trimmed message, shows 'Message sent successfully!', the thank-you panel, clears the draft, and can start again", async () => {
    const bodies = recordContactRequests();
    const conversions: Conversion[] = [];
    const onConversionEvent = (event: Event) => conversions.push((event as CustomEvent<Conversion>).detail);
    window.addEventListener(CONVERSION_EVENT, onConversionEvent);
    onTestFinished(() => window.removeEventListener(CONVERSION_EVENT, onConversionEvent));
    const view = await openContactPage();
    await fillValidForm(view);
    expect(window.localStorage.getItem(CONTACT_DRAFT_STORAGE_KEY)).not.toBeNull();

    await view.user.click(view.submit);
    expect(await screen.findByText("Message sent successfully!")).toBeInTheDocument();
    const panelHeading = await screen.findByRole("heading", { name: "Thank You for Contacting Us!" });
    expect(panelHeading).toHaveFocus();
    expect(screen.getByText("Maria.OConnor@Example.com")).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        firstName: "Maria",
        lastName: "O'Connor",
        email: "maria.oconnor@example.com",
        phone: "(908) 555-0188",
        message: "We need a date-of-death appraisal for my father's house in Clinton Township.",
        isServiceRequest: false,
        // The bot checks (docs/decisions/035): the empty honeypot and the time since the form appeared.
        website: "",
        fillMs: expect.any(Number),
      },
    ]);
    expect((bodies[0] as { fillMs: number }).fillMs).toBeGreaterThan(0);
    expect(window.localStorage.getItem(CONTACT_DRAFT_STORAGE_KEY)).toBeNull();
    expect(conversions).toEqual([expect.objectContaining({ type: "contact_message", path: "/contact" })]);

    await view.user.click(screen.getByRole("button", { name: "Send Another Message" }));
    expect(await screen.findByRole("button", { name: "Send Message" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^First Name/)).toHaveValue("");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("");
    expect(screen.getByTestId("message-counter")).toHaveTextContent("0/1000");
  });

  it("leaves the phone out when it is blank", async () => {
    const bodies = recordContactRequests();
    const view = await openContactPage();
    await view.user.type(view.firstName, "Li");
    await view.user.type(view.lastName, "Chen");
    await view.user.type(view.email, "li@example.com");
    await view.user.type(view.message, "Do you photograph condos in Hoboken?");
    await view.user.click(view.submit);
    await screen.findByText("Message sent successfully!");
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty("phone");
  });

  it("shows the failure message with the business email, keeps the form and the draft", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    server.use(http.post(functionUrl("send-contact-email"), () => HttpResponse.json({ error: "SMTP down" }, { status: 500 })));
    const view = await openContactPage();
    await fillValidForm(view);
    await view.user.click(view.submit);

    expect(await screen.findByText(`Please try again or contact us directly at ${EMAIL}`)).toBeInTheDocument();
    expect(screen.getAllByText("Error sending message").length).toBeGreaterThanOrEqual(1);
    const alert = screen.getByRole("alert");
    expect(within(alert).getByRole("link", { name: EMAIL })).toHaveAttribute("href", `mailto:${EMAIL}`);
    expect(screen.queryByRole("heading", { name: "Thank You for Contacting Us!" })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^First Name/)).toHaveValue("Maria");
    expect(window.localStorage.getItem(CONTACT_DRAFT_STORAGE_KEY)).not.toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it("over the caller's limit (429) says in place to call, with the number as a tel: link and when to try again, and keeps what was typed", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const refusal = limitRefusalMessage(LEADS_REFUSAL, BUSINESS_DEFAULTS.phone, 86_400);
    server.use(http.post(functionUrl("send-contact-email"), () => HttpResponse.json({ error: refusal }, { status: 429 })));
    const view = await openContactPage();
    await fillValidForm(view);
    await view.user.click(view.submit);

    const alert = await within(view.form).findByRole("alert");
    expect(alert).toHaveTextContent("Please call us");
    expect(alert).toHaveTextContent(refusal);
    expect(alert).toHaveTextContent(/again tomorrow\.$/);
    expect(within(alert).getByRole("link", { name: BUSINESS_DEFAULTS.phone })).toHaveAttribute("href", "tel:+19085550134");
    // In the form's flow, before the submit button; no toast (trying again cannot help now).
    expect(alert.compareDocumentPosition(view.submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText("Error sending message")).not.toBeInTheDocument();
    expect(screen.queryByText(`Please try again or contact us directly at ${EMAIL}`)).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Thank You for Contacting Us!" })).not.toBeInTheDocument();
    expect(view.firstName).toHaveValue("Maria");
    expect(view.lastName).toHaveValue("O'Connor");
    expect(view.email).toHaveValue("Maria.OConnor@Example.com");
    expect(view.phone).toHaveValue("(908) 555-0188");
    expect(view.message).toHaveValue("We need a date-of-death appraisal for my father's house in Clinton Township.");
    expect(window.localStorage.getItem(CONTACT_DRAFT_STORAGE_KEY)).not.toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it("renders the honeypot hidden (aria-hidden, off screen, tabIndex -1, autocomplete off) and measures the fill time from the form's appearance", async () => {
    const bodies = recordContactRequests();
    const view = await openContactPage();
    expectHiddenHoneypot(view.form);
    // Tab from the last field goes to the button, never into the honeypot.
    await view.user.click(view.message);
    await view.user.tab();
    expect(view.submit).toHaveFocus();

    const opened = Date.now();
    await fillValidForm(view);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = Date.now();
    await view.user.click(view.submit);
    await screen.findByText("Message sent successfully!");
    const fillMs = (bodies[0] as { fillMs: number }).fillMs;
    expect(fillMs).toBeGreaterThanOrEqual(before - opened);
    expect(fillMs).toBeLessThanOrEqual(Date.now() - opened + 5000);
  });

  it("disables the button while sending", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(functionUrl("send-contact-email"), async () => {
        await released;
        return HttpResponse.json({ success: true });
      }),
    );
    const view = await openContactPage();
    await fillValidForm(view);
    await view.user.click(view.submit);
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    expect(await screen.findByText("Message sent successfully!")).toBeInTheDocument();
  });
});

describe("the draft", () => {
  it("is saved with its time once the email or message has a value, and restored on return", async () => {
    const first = await openContactPage();
    await first.user.type(first.firstName, "Sam");
    // A name alone is not worth a draft.
    expect(window.localStorage.getItem(CONTACT_DRAFT_STORAGE_KEY)).toBeNull();
    await first.user.type(first.email, "sam@example.com");
    await first.user.click(first.message);
    await first.user.paste("Please call about a pre-listing appraisal.");

    const stored = parseDraft(window.localStorage.getItem(CONTACT_DRAFT_STORAGE_KEY));
    expect(stored?.values).toEqual({
      firstName: "Sam",
      lastName: "",
      email: "sam@example.com",
      phone: "",
      message: "Please call about a pre-listing appraisal.",
    });
    expect(Date.now() - Date.parse(stored!.savedAt)).toBeLessThan(60_000);
    expect(screen.getByText(`Draft saved at ${formatSavedAt(stored!.savedAt)}`)).toBeInTheDocument();
    first.unmount();

    const second = await openContactPage();
    await waitFor(() => expect(second.email).toHaveValue("sam@example.com"));
    expect(second.firstName).toHaveValue("Sam");
    expect(second.message).toHaveValue("Please call about a pre-listing appraisal.");
    expect(screen.getByTestId("message-counter")).toHaveTextContent("42/1000");
    expect(screen.getByText(`Draft restored. Draft saved at ${formatSavedAt(stored!.savedAt)}`)).toBeInTheDocument();
  });

  it("restores a draft saved on an earlier day with its date", async () => {
    window.localStorage.setItem(
      CONTACT_DRAFT_STORAGE_KEY,
      serializeDraft(
        { firstName: "", lastName: "", email: "old@example.com", phone: "", message: "" },
        new Date("2026-03-02T15:04:00"),
      ),
    );
    const view = await openContactPage();
    expect(await screen.findByText("Draft restored. Draft saved at Mar 2, 3:04 PM")).toBeInTheDocument();
    expect(view.email).toHaveValue("old@example.com");
  });

  it("is removed when the email and the message are emptied", async () => {
    const view = await openContactPage();
    await view.user.type(view.email, "a@b.co");
    expect(window.localStorage.getItem(CONTACT_DRAFT_STORAGE_KEY)).not.toBeNull();
    await view.user.clear(view.email);
    expect(window.localStorage.getItem(CONTACT_DRAFT_STORAGE_KEY)).toBeNull();
  });

  it("ignores a corrupt stored draft", async () => {
    window.localStorage.setItem(CONTACT_DRAFT_STORAGE_KEY, "{not json");
    const view = await openContactPage();
    await act(async () => {
      await Promise.resolve();
    });
    expect(view.email).toHaveValue("");
    expect(parseDraft('{"values":{"email":42},"savedAt":"2026-01-01T00:00:00Z"}')).toBeNull();
    expect(parseDraft('{"values":{"email":"a@b.co"},"savedAt":"yesterday"}')).toBeNull();
  });
});

describe("contact page", () => {
  it("links 'Before You Contact Us' to the FAQs, the pricing, the service area and the portfolio, and shows the quick answers", async () => {
    renderApp("/contact");
    const heading = await screen.findByRole("heading", { level: 2, name: "Before You Contact Us" });
    const section = heading.closest("section") as HTMLElement;
    const hrefs = within(section)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(["/faqs", "/services#pricing", "/contact#service-area", "/showcase?tab=portfolio"]);
    expect(document.getElementById("service-area")).not.toBeNull();
    const callCard = screen.getByRole("heading", { level: 2, name: "Call Us" }).closest("li") as HTMLElement;
    expect(within(callCard).getByRole("link", { name: "(908) 555-0134" })).toHaveAttribute("href", "tel:+19085550134");
    const emailCard = screen.getByRole("heading", { level: 2, name: "Email Us" }).closest("li") as HTMLElement;
    expect(within(emailCard).getByRole("link", { name: EMAIL })).toHaveAttribute("href", `mailto:${EMAIL}`);
    const answers = screen.getByRole("heading", { name: "Quick Answers" }).closest("section") as HTMLElement;
    expect(within(answers).getByText(/\$400–\$800/)).toBeInTheDocument();
  });
});
