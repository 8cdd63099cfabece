import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeAll, describe, expect, it } from "vitest";
import { site } from "@/config/site";
import { getSupabase } from "@/lib/supabase";
import { fullShowcase } from "#tests/msw/fixtures/showcases.ts";
import { server } from "#tests/msw/server.ts";
import { functionUrl } from "#tests/msw/urls.ts";
import { renderApp } from "#tests/support/render-app.tsx";

/**
 * The unbranded MLS version of a showcase (docs/decisions/038): the same media, and in the whole
 * rendered document (head included) none of the agent's or the business's identity.
 */

beforeAll(async () => {
  await Promise.all([getSupabase(), import("@/app/routes/showcase-mls")]);
}, 30_000);

const agent = fullShowcase.agent!;
/** Every identifying string, each checked on its own. */
const forbidden: [string, string][] = [
  ["agent name", agent.name!],
  ["agent phone", agent.phone!],
  ["agent phone digits", agent.phone!.replace(/\D/g, "")],
  ["agent email", agent.email!],
  ["agent headshot", agent.headshot_url!],
  ["agent facebook", agent.facebook!],
  ["agent instagram", agent.instagram!],
  ["agent linkedin", agent.linkedin!],
  ["brokerage name", agent.brokerage_name!],
  ["brokerage logo", agent.brokerage_logo_url!],
  ["business name", site.name],
  ["business short name", site.shortName],
  ["business phone", site.phone],
  ["business phone digits", site.phoneDigits],
  ["business email", site.email],
];

async function openMls() {
  const view = renderApp(`/showcase/${fullShowcase.slug}/mls`);
  await screen.findByRole("heading", { level: 1, name: "14 Old Mill Rd" });
  // The head tags are hoisted after the render.
  await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull());
  return view;
}

describe("/showcase/:slug/mls", () => {
  it("shows the same media sections as the branded page", async () => {
    await openMls();
    for (const name of ["Photos", "Videos", "Floor Plans", "Virtual Tour", "Aerial"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole("heading", { level: 2, name: "Property Details" })).toBeInTheDocument();
  });

  it.each(forbidden)("contains no %s anywhere in the document", async (_what, text) => {
    await openMls();
    const html = document.documentElement.outerHTML;
    expect(text.length).toBeGreaterThan(3);
    expect(html.toLowerCase()).not.toContain(text.toLowerCase());
  });

  it("has no agent card, no links to the site, no phone or mail links, noindex and the branded page as canonical", async () => {
    await openMls();
    expect(screen.queryByRole("complementary")).toBeNull();
    for (const link of document.querySelectorAll("a[href]")) {
      const href = link.getAttribute("href")!;
      // Only the jump buttons (#section) and the media files themselves.
      expect(href.startsWith("#") || href.includes("/storage/v1/object/public/"), href).toBe(true);
    }
    expect(document.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
    expect(document.title).toBe("14 Old Mill Rd, Oldwick, NJ 08858");
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `https://www.example.test/showcase/${fullShowcase.slug}`);
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:site_name"]')).toBeNull();
  });

  it("never opens the quote modal, whatever the link says", async () => {
    renderApp(`/showcase/${fullShowcase.slug}/mls?openQuote=true`);
    await screen.findByRole("heading", { level: 1, name: "14 Old Mill Rd" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("logs its visit as coming from the MLS version", async () => {
    const visits: Record<string, unknown>[] = [];
    server.use(
      http.post(functionUrl("log-showcase-visit"), async ({ request }) => {
        visits.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ ok: true }, { status: 201 });
      }),
    );
    window.sessionStorage.clear();
    const view = await openMls();
    view.unmount();
    await waitFor(() => expect(visits).toHaveLength(1));
    expect(visits[0]).toMatchObject({ propertyId: fullShowcase.id, via: "mls", agentName: null });
  });
});
