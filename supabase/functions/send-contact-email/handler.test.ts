import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ContactMessagePayload } from "../_shared/schemas/contact-message.ts";

/**
 * Validation before storing, with a stand-in store and mailer; the whole path
 * (gateway, database, MailDev) runs in tests/backend/send-contact-email.test.ts.
 */

const store = vi.hoisted(() => {
  const inserted: { table: string; row: Record<string, unknown> }[] = [];
  /** The part of the service-role client the handler uses. Like the table, it refuses a phone over 32 characters. */
  const client = {
    from: (table: string) => ({
      insert: (row: Record<string, unknown>) => ({
        select: () => ({
          single: async () => {
            if (table === "contact_messages" && typeof row.phone === "string" && row.phone.length > 32) {
              return { data: null, error: { code: "23514", message: 'new row for relation "contact_messages" violates check constraint "contact_messages_phone_length"' } };
            }
            inserted.push({ table, row });
            return { data: { id: `${table}-${inserted.length}` }, error: null };
          },
        }),
      }),
      select: () => ({ eq: () => ({ maybeSingle: async () => ({ data: { email_attempts: 0 }, error: null }) }) }),
      update: () => ({ eq: async () => ({ error: null }) }),
    }),
  };
  return { inserted, client };
});

vi.mock("../_shared/admin-client.ts", () => ({ adminClient: () => store.client }));
vi.mock("../_shared/leads/mailer.ts", () => ({
  mailSettings: () => ({ host: "smtp.test", port: 465, secure: true, user: undefined, pass: undefined, from: "site@example.test", businessEmail: "office@example.test" }),
  sendMail: async () => undefined,
}));

const { handler } = await import("./handler.ts");

function post(body: unknown) {
  return handler(
    new Request("http://functions.test/send-contact-email", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

const message = (change: Partial<ContactMessagePayload> = {}): ContactMessagePayload => ({
  firstName: "Dev",
  lastName: "Patel",
  email: "dev.patel@example.com",
  phone: "(973) 555-0120",
  message: "Do you appraise two-family homes in Newark for an estate?",
  ...change,
});

describe("send-contact-email: a contact message the table would refuse", () => {
  beforeEach(() => {
    store.inserted.length = 0;
  });

  it("answers 400 with the schema's message for a phone of 39 digits, and stores nothing", async () => {
    const response = await post(message({ phone: "123456789012345678901234567890123456789" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Invalid request",
      details: [{ path: "phone", message: "Phone number must be at most 32 characters" }],
    });
    expect(store.inserted).toEqual([]);
  });

  it("stores a message whose phone is 32 characters, the table's limit", async () => {
    const response = await post(message({ phone: "12345678901234567890123456789012" }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, id: "contact_messages-1" });
    expect(store.inserted).toEqual([{ table: "contact_messages", row: expect.objectContaining({ phone: "12345678901234567890123456789012" }) }]);
  });
});
