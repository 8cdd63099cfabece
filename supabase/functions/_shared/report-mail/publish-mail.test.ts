import { describe, expect, it } from "vitest";
import { claimedPublishMailSchema } from "../schemas/owner-showcases.ts";
import { publishMail, showcaseLinks } from "./publish-mail.ts";

const claimed = claimedPublishMailSchema.parse({
  mailId: "6f1c1f0e-3a52-4c1e-9a57-2b1a8d1e0002",
  attempts: 0,
  showcaseId: "6f1c1f0e-3a52-4c1e-9a57-2b1a8d1e0001",
  slug: "14-old-mill-rd-oldwick",
  address: "14 Old Mill Rd",
  city: "Oldwick",
  isPublic: true,
  mlsUnbranded: false,
  agentName: "Dana Whitfield",
  agentEmail: "dana.whitfield@example.com",
  reportKey: "key_abcdefghijklmnopqrstuvwxyz0123",
});
const sender = { name: "Garden State Property Appraisals", phone: "(908) 555-0134" };

describe("publishMail", () => {
  it("goes to the agent with the showcase, MLS, flyer and private report links, the branded page first", () => {
    const mail = publishMail({ ...claimed, agentEmail: claimed.agentEmail! }, "https://www.example.test/", sender);
    expect(mail.to).toBe("dana.whitfield@example.com");
    expect(mail.subject).toBe("Your showcase of 14 Old Mill Rd is live");
    expect(mail.text).toContain("Hello Dana Whitfield,");
    expect(mail.text).toContain("The showcase of 14 Old Mill Rd, Oldwick is live.");
    const page = mail.text.indexOf("https://www.example.test/showcase/14-old-mill-rd-oldwick\n");
    const mls = mail.text.indexOf("https://www.example.test/showcase/14-old-mill-rd-oldwick/mls\n");
    expect(page).toBeGreaterThan(0);
    expect(mls).toBeGreaterThan(page);
    expect(mail.text).toContain('press "Flyer"');
    expect(mail.text).toContain("https://www.example.test/showcase/14-old-mill-rd-oldwick/report?key=key_abcdefghijklmnopqrstuvwxyz0123&days=30");
  });

  it("leads with the unbranded MLS link for an MLS-unbranded showcase", () => {
    const mail = publishMail({ ...claimed, mlsUnbranded: true, agentEmail: claimed.agentEmail! }, "https://www.example.test", sender);
    const links = showcaseLinks("https://www.example.test", claimed);
    expect(mail.text.indexOf(`${links.mls}\n`)).toBeLessThan(mail.text.indexOf(`${links.page}\n`));
  });

  it("uses the id when a showcase has no slug", () => {
    expect(showcaseLinks("https://www.example.test", { ...claimed, slug: null }).page).toBe(
      "https://www.example.test/showcase/6f1c1f0e-3a52-4c1e-9a57-2b1a8d1e0001",
    );
  });
});
