import { describe, expect, it } from "vitest";
import { serviceRequestPayloadSchema } from "../schemas/service-request.ts";
import { mailboxKey } from "./mailbox.ts";

describe("mailboxKey", () => {
  it("gives one key for every spelling of one Gmail mailbox", () => {
    const spellings = [
      "name@gmail.com",
      "name+a@gmail.com",
      "name+b@gmail.com",
      "na.me@gmail.com",
      "name+c@googlemail.com",
      "NAME@GMAIL.COM",
      "N.A.M.E+Newsletter.2026@GoogleMail.com",
      "  na.me+x@gmail.com ",
    ];
    expect(new Set(spellings.map(mailboxKey))).toEqual(new Set(["name@gmail.com"]));
  });

  it("removes a sub-address tag on every domain, from the first +", () => {
    expect(mailboxKey("ann+quotes@example.org")).toBe("ann@example.org");
    expect(mailboxKey("ann+a+b@example.org")).toBe("ann@example.org");
    expect(mailboxKey("Ann+Tag@Outlook.COM")).toBe("ann@outlook.com");
  });

  it("keeps dots on other domains (Google Workspace domains included)", () => {
    expect(mailboxKey("ann.lee@example.org")).toBe("ann.lee@example.org");
    expect(mailboxKey("ann.lee@example.org")).not.toBe(mailboxKey("annlee@example.org"));
    expect(mailboxKey("ann.lee@google.com")).toBe("ann.lee@google.com");
    expect(mailboxKey("ann.lee@gmail.com.example")).toBe("ann.lee@gmail.com.example");
    expect(mailboxKey("ann.lee@mail.gmail.com")).toBe("ann.lee@mail.gmail.com");
  });

  it("keys an international domain by its ASCII form, in any case", () => {
    const key = mailboxKey("kunde@xn--bcher-kva.example");
    expect(mailboxKey("kunde@bücher.example")).toBe(key);
    expect(mailboxKey("KUNDE@BÜCHER.EXAMPLE")).toBe(key);
    expect(mailboxKey("kunde+x@Bücher.Example")).toBe(key);
    // The local part keeps its letters, lower-cased.
    expect(mailboxKey("Jürgen.Müller@bücher.example")).toBe("jürgen.müller@xn--bcher-kva.example");
  });

  it("leaves a tag-only or plus-leading local part and an address without @ as they are, lower-cased", () => {
    expect(mailboxKey("+deals@example.org")).toBe("+deals@example.org");
    expect(mailboxKey("Not-An-Address")).toBe("not-an-address");
  });

  it("never changes the address the schema stores and mails", () => {
    const parsed = serviceRequestPayloadSchema.shape.email.parse(" Na.Me+A@GoogleMail.com ");
    expect(parsed).toBe("na.me+a@googlemail.com");
    expect(mailboxKey(parsed)).toBe("name@gmail.com");
  });

  it("is only reached by addresses the schema accepts: a quoted local part is refused before it", () => {
    expect(serviceRequestPayloadSchema.shape.email.safeParse('"na me"@gmail.com').success).toBe(false);
  });
});
