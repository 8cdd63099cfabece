import { describe, expect, it } from "vitest";
import { contactMessagePayloadSchema } from "./contact-message.ts";
import { EMAIL_ALONE_MESSAGE, serviceRequestPayloadSchema } from "./service-request.ts";

/** The email rule of both lead payloads (decision 045): a plain address only, stored in one form. */
const message = (email: string) => ({ firstName: "Dev", lastName: "Patel", email, message: "Do you appraise two-family homes?" });
const request = (email: string) => ({
  isServiceRequest: true,
  firstName: "Maria",
  lastName: "Lopez",
  email,
  phone: "9085550199",
  serviceType: "appraisal",
});
const schemas = [
  ["contact message", (email: string) => contactMessagePayloadSchema.safeParse(message(email))],
  ["quote request", (email: string) => serviceRequestPayloadSchema.safeParse(request(email))],
] as const;

describe.each(schemas)("%s: email", (_, parse) => {
  it.each(['"1"<victim@example.org>', "<victim@example.org>", "g:victim@example.org;", "Victim <victim@example.org>", "victim@example.org (Victim)", '"vic tim"@example.org', "victim@[192.0.2.1]", "a@b.org, c@d.org"])(
    "refuses %s, saying to give the address alone",
    (email) => {
      const parsed = parse(email);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["email", EMAIL_ALONE_MESSAGE]]);
    },
  );

  it.each(["victim@example", "vic..tim@example.org", ".victim@example.org", "victim.@example.org", "vic tim@example.org", "victim@exa_mple.org"])("refuses %s as not an address", (email) => {
    expect(parse(email).error?.issues.map((issue) => issue.message)).toEqual(["Please enter a valid email address"]);
  });

  it.each([
    ["  Victim@Example.ORG ", "victim@example.org"],
    ["o'neil+quotes@sub.example.co.uk", "o'neil+quotes@sub.example.co.uk"],
    ["José@exämple.de", "josé@exämple.de"],
  ])("takes %j as %j", (email, stored) => {
    expect(parse(email).data?.email).toBe(stored);
  });
});
