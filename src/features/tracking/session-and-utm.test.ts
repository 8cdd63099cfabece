// vitest: jsdom (sessionStorage, localStorage and location)
import { afterEach, describe, expect, it } from "vitest";
import { SITE_VISIT_SESSION_ID_PATTERN, SITE_VISIT_SESSION_STORAGE_KEY } from "#schemas/site-visit.ts";
import { isPreviewHost } from "@/config/preview-hosts";
import { formatSessionId, randomPartFromBytes } from "@/features/tracking/domain/session-id";
import { siteVisitRecord, sizeText, wholeSeconds } from "@/features/tracking/domain/page-view";
import { isCampaignLanding, readUtmValues, utmSetKey } from "@/features/tracking/domain/utm";
import { siteVisitSessionId } from "@/features/tracking/session-store";

afterEach(() => sessionStorage.clear());

describe("site-visit session id", () => {
  it("is a prefix, a 13-digit timestamp and a random part of letters and digits", () => {
    const id = formatSessionId(1_777_903_200_000, randomPartFromBytes(new Uint8Array([0, 25, 26, 35, 36, 255])));
    expect(id).toBe("sv_1777903200000_az09ad");
    expect(SITE_VISIT_SESSION_ID_PATTERN.test(id)).toBe(true);
  });

  it("is created once, kept in session storage under the site-visit key, and reused", () => {
    const first = siteVisitSessionId();
    expect(first).toMatch(SITE_VISIT_SESSION_ID_PATTERN);
    expect(sessionStorage.getItem(SITE_VISIT_SESSION_STORAGE_KEY)).toBe(first);
    expect(siteVisitSessionId()).toBe(first);
  });

  it("reuses an id already in the session and replaces a malformed one", () => {
    sessionStorage.setItem(SITE_VISIT_SESSION_STORAGE_KEY, "sv_1700000000000_abcdef1234");
    expect(siteVisitSessionId()).toBe("sv_1700000000000_abcdef1234");
    sessionStorage.setItem(SITE_VISIT_SESSION_STORAGE_KEY, "tampered");
    const replaced = siteVisitSessionId();
    expect(replaced).not.toBe("tampered");
    expect(replaced).toMatch(SITE_VISIT_SESSION_ID_PATTERN);
  });

  it("gives different sessions different ids", () => {
    const ids = new Set<string>();
    for (let i = 0; i < 50; i++) {
      sessionStorage.clear();
      ids.add(siteVisitSessionId());
    }
    expect(ids.size).toBe(50);
  });
});

describe("UTM values", () => {
  it("reads the five values; missing and blank ones are null", () => {
    expect(readUtmValues("?utm_source=google&utm_medium=cpc&utm_campaign=+&utm_term=nj%20appraiser&x=1")).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: null,
      utm_term: "nj appraiser",
      utm_content: null,
    });
  });

  it("a landing is a campaign landing with source, medium or campaign, not with term or content alone", () => {
    expect(isCampaignLanding(readUtmValues("?utm_campaign=fall"))).toBe(true);
    expect(isCampaignLanding(readUtmValues("?utm_medium=email"))).toBe(true);
    expect(isCampaignLanding(readUtmValues("?utm_term=x&utm_content=y"))).toBe(false);
    expect(isCampaignLanding(readUtmValues(""))).toBe(false);
  });

  it("two links with the same values are one set; any other value is another", () => {
    expect(utmSetKey(readUtmValues("?utm_source=a&utm_campaign=b"))).toBe(utmSetKey(readUtmValues("?utm_campaign=b&utm_source=a&page=2")));
    expect(utmSetKey(readUtmValues("?utm_source=a"))).not.toBe(utmSetKey(readUtmValues("?utm_source=a&utm_content=c")));
  });
});

describe("the site-visit record", () => {
  it("carries the page with its query and its UTM values", () => {
    expect(
      siteVisitRecord(
        {
          pagePath: "/services?utm_source=fb&utm_medium=social",
          referrer: "",
          sessionId: "sv_1777903200000_abcdef",
          previousPage: null,
          screen: "1920x1080",
          viewport: "1280x720",
          language: "en-US",
        },
        3,
      ),
    ).toEqual({
      page_path: "/services?utm_source=fb&utm_medium=social",
      referrer: null,
      session_id: "sv_1777903200000_abcdef",
      time_on_page_seconds: 3,
      previous_page: null,
      utm_source: "fb",
      utm_medium: "social",
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      screen_resolution: "1920x1080",
      viewport_size: "1280x720",
      language: "en-US",
    });
  });

  it("counts whole seconds and sizes as width x height", () => {
    expect(wholeSeconds(1000, 3999)).toBe(2);
    expect(wholeSeconds(5000, 1000)).toBe(0);
    expect(sizeText(390.4, 844)).toBe("390x844");
    expect(sizeText(0, 844)).toBeNull();
  });
});

describe("preview hosts", () => {
  it.each([
    ["3f9a1c2e-1111-2222-3333-444455556666.lovableproject.com", true],
    ["id-preview--3f9a1c2e.lovable.app", true],
    ["preview--nj-appraisals.lovable.app", true],
    ["deploy-preview-42--gsappraisals.netlify.app", true],
    // Vercel's branch previews: <project>-git-<branch>-<scope>.vercel.app.
    ["nj-appraisals-git-fix-quote-gsa-team.vercel.app", true],
    ["NJ-Appraisals-git-main-gsa.vercel.app", true],
    ["nj-appraisals.vercel.app", false],
    ["nj-appraisals-gsa-team.vercel.app", false],
    ["nj-appraisals-git-fix.vercel.app.example.com", false],
    ["git-fix.vercel.app", false],
    ["www.gardenstateappraisals.com", false],
    ["gardenstateappraisals.lovable.app", false],
    ["localhost", false],
  ])("%s is a preview host: %s", (host, expected) => {
    expect(isPreviewHost(host)).toBe(expected);
  });
});
