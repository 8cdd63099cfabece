import { http, HttpResponse, type RequestHandler } from "msw";
import { contactMessagePayloadSchema } from "#schemas/contact-message.ts";
import { functionUrl } from "./urls";

/**
 * Default msw answers for the contact page's send-contact-email messages: a valid
 * plain contact message is accepted (200), anything else is a 400 with the first
 * schema message, as the function answers. (Service requests to the same function
 * are the quote feature's: its handlers come first in tests/msw/handlers.ts.)
 */
export const contactHandlers: RequestHandler[] = [
  http.post(functionUrl("send-contact-email"), async ({ request }) => {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return HttpResponse.json({ error: "Invalid JSON body" }, { status: 400 });
    }
    const parsed = contactMessagePayloadSchema.safeParse(body);
    if (!parsed.success) {
      return HttpResponse.json({ error: parsed.error.issues[0]?.message ?? "Invalid request" }, { status: 400 });
    }
    return HttpResponse.json({ ok: true, id: "00000000-0000-4000-8000-000000000001" }, { status: 201 });
  }),
];
