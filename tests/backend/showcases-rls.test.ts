/**
 * What a visitor's browser gets from the showcase and portfolio reads (the same
 * selects the app makes, through the gateway with the anon key): only public
 * showcases and the agents of public showcases, whatever the query asks for;
 * rows that parse with the app's zod schemas; realtor-contact clicks stored,
 * anything else refused.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { GALLERY_COLLECTION_COLUMNS, galleryCollectionSchema } from "#schemas/gallery-collection.ts";
import {
  PROPERTY_SHOWCASE_COLUMNS,
  propertyShowcaseSchema,
  SHOWCASE_SUMMARY_COLUMNS,
  showcaseSummarySchema,
} from "#schemas/property-showcase.ts";
import { anonHeaders } from "./helpers/anon-requests.ts";

const stack = inject("stack");
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });

interface Answer {
  status: number;
  data: unknown;
  error: { code?: string; message?: string } | null;
}

/** A visitor's request through the gateway, as supabase-js sends it (anon key, return=minimal on writes). */
async function asVisitor(method: "GET" | "POST" | "PATCH" | "DELETE", table: string, query: Record<string, string>, body?: unknown): Promise<Answer> {
  const url = new URL(`${stack.gatewayUrl}/rest/v1/${table}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.append(key, value);
  const response = await fetch(url, {
    method,
    headers: anonHeaders({ prefer: "return=minimal" }),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed = text === "" ? null : (JSON.parse(text) as unknown);
  return response.ok ? { status: response.status, data: parsed, error: null } : { status: response.status, data: null, error: parsed as Answer["error"] };
}

const get = (table: string, query: Record<string, string>) => asVisitor("GET", table, query);
const marker = `showcases-rls-${randomUUID().slice(0, 8)}`;

const PRIVATE_SLUG = "5-lake-shore-drive-sparta";

afterAll(async () => {
  await db.query("delete from public.analytics_events where event_data->>'agent_name' = $1", [marker]);
  await db.end();
});

async function publicSlugs(): Promise<string[]> {
  const { rows } = await db.query<{ slug: string }>(
    "select slug from public.property_showcases where is_public order by created_at desc",
  );
  return rows.map((row) => row.slug);
}

describe("property_showcases as a visitor", () => {
  it("lists only public showcases, newest first, even without an is_public filter", async () => {
    const expected = await publicSlugs();
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const { count: privateCount } = (await db.query<{ count: string }>("select count(*) from public.property_showcases where not is_public")).rows[0]!;
    expect(Number(privateCount)).toBeGreaterThan(0);

    const filtered = await get("property_showcases", { select: SHOWCASE_SUMMARY_COLUMNS, is_public: "eq.true", order: "created_at.desc" });
    expect(filtered.error).toBeNull();
    const summaries = showcaseSummarySchema.array().parse(filtered.data);
    expect(summaries.map((row) => row.slug)).toEqual(expected);
    expect(summaries.every((row) => row.agent?.name)).toBe(true);
    // The cards' fallback photos are readable by a visitor too.
    expect(summaries.some((row) => row.photos_urls.length > 0)).toBe(true);

    const unfiltered = await get("property_showcases", { select: "slug,is_public" });
    expect(unfiltered.error).toBeNull();
    const rows = unfiltered.data as { slug: string; is_public: boolean }[];
    expect(rows.map((row) => row.slug).sort()).toEqual([...expected].sort());
    expect(rows.every((row) => row.is_public)).toBe(true);
  });

  it("answers the home page's three most recent", async () => {
    const { data, error } = await get("property_showcases", {
      select: SHOWCASE_SUMMARY_COLUMNS,
      is_public: "eq.true",
      order: "created_at.desc",
      limit: "3",
    });
    expect(error).toBeNull();
    expect(showcaseSummarySchema.array().parse(data).map((row) => row.slug)).toEqual((await publicSlugs()).slice(0, 3));
  });

  it("reads a public showcase by slug and by id, with its agent, in the shape the page parses", async () => {
    const [slug] = await publicSlugs();
    const bySlug = await get("property_showcases", { select: PROPERTY_SHOWCASE_COLUMNS, is_public: "eq.true", slug: `eq.${slug!}` });
    expect(bySlug.error).toBeNull();
    const [showcase] = propertyShowcaseSchema.array().length(1).parse(bySlug.data);
    expect(showcase!.agent?.name).toBeTruthy();

    const byId = await get("property_showcases", { select: PROPERTY_SHOWCASE_COLUMNS, is_public: "eq.true", id: `eq.${showcase!.id}` });
    expect(propertyShowcaseSchema.array().parse(byId.data).map((row) => row.slug)).toEqual([slug]);
  });

  it("every public showcase parses, and its has_ flags match what it has", async () => {
    const { data, error } = await get("property_showcases", { select: PROPERTY_SHOWCASE_COLUMNS, is_public: "eq.true" });
    expect(error).toBeNull();
    for (const showcase of propertyShowcaseSchema.array().parse(data)) {
      expect(showcase.has_photos).toBe(showcase.photos_urls.length > 0);
      expect(showcase.has_aerial).toBe(showcase.aerial_urls.length > 0);
      expect(showcase.has_floorplans).toBe(showcase.floorplan_image_urls.length + showcase.floorplan_pdf_urls.length > 0);
    }
  });

  it("never answers a private showcase, by slug or by id, with or without the is_public filter", async () => {
    const { rows } = await db.query<{ id: string }>("select id from public.property_showcases where slug = $1 and not is_public", [PRIVATE_SLUG]);
    const privateId = rows[0]?.id;
    expect(privateId).toBeDefined();

    for (const [column, value] of [["slug", PRIVATE_SLUG], ["id", privateId!]] as const) {
      const withFilter = await get("property_showcases", { select: PROPERTY_SHOWCASE_COLUMNS, is_public: "eq.true", [column]: `eq.${value}` });
      expect(withFilter.error).toBeNull();
      expect(withFilter.data).toEqual([]);
      const withoutFilter = await get("property_showcases", { select: "id", [column]: `eq.${value}` });
      expect(withoutFilter.data).toEqual([]);
    }
  });

  it("hides a showcase as soon as the owner makes it private", async () => {
    const [slug] = await publicSlugs();
    await db.query("update public.property_showcases set is_public = false where slug = $1", [slug]);
    try {
      const { data } = await get("property_showcases", { select: "id", slug: `eq.${slug!}` });
      expect(data).toEqual([]);
    } finally {
      await db.query("update public.property_showcases set is_public = true where slug = $1", [slug]);
    }
  });

  it("cannot change showcases", async () => {
    const [slug] = await publicSlugs();
    const update = await asVisitor("PATCH", "property_showcases", { slug: `eq.${slug!}` }, { property_address: "Changed" });
    expect(update.error?.code).toBe("42501");
    const remove = await asVisitor("DELETE", "property_showcases", { slug: `eq.${slug!}` });
    expect(remove.error?.code).toBe("42501");
    const { rows } = await db.query<{ property_address: string }>("select property_address from public.property_showcases where slug = $1", [slug]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.property_address).not.toBe("Changed");
  });
});

describe("agents as a visitor", () => {
  it("sees only agents of public showcases", async () => {
    const { rows } = await db.query<{ name: string }>(
      `select distinct agent.name from public.agents as agent
       join public.property_showcases as showcase on showcase.agent_id = agent.id and showcase.is_public
       order by agent.name`,
    );
    const { data, error } = await get("agents", { select: "name", order: "name" });
    expect(error).toBeNull();
    const names = (data as { name: string }[]).map((row) => row.name);
    expect(names).toEqual(rows.map((row) => row.name));
    expect(names).not.toContain("Elena Marquez");
  });
});

describe("gallery_collections as a visitor", () => {
  it("reads every project, featured first then newest, in the shape the portfolio parses", async () => {
    const { data, error } = await get("gallery_collections", { select: GALLERY_COLLECTION_COLUMNS, order: "featured.desc,created_at.desc" });
    expect(error).toBeNull();
    const projects = galleryCollectionSchema.array().parse(data);
    const { rows } = await db.query<{ count: string }>("select count(*) from public.gallery_collections");
    expect(projects).toHaveLength(Number(rows[0]?.count));
    const firstUnfeatured = projects.findIndex((project) => !project.featured);
    expect(projects.slice(firstUnfeatured).some((project) => project.featured)).toBe(false);
    expect(projects.some((project) => ["aerial", "aerial_photography", "drone_photography"].includes(project.service_type))).toBe(true);
  });
});

describe("realtor contact clicks", () => {
  /** A click counts only for a showcase that exists and is public (decision 045): the seed's Tewksbury showcase. */
  let showcaseId = "";
  beforeAll(async () => {
    showcaseId = (await db.query<{ id: string }>("select id from public.property_showcases where slug = '14-old-mill-road-tewksbury' and is_public")).rows[0]!.id;
  });
  const eventData = (method: "phone" | "email") => ({
    property_id: showcaseId,
    property_slug: "14-old-mill-road-tewksbury",
    agent_name: marker,
    contact_method: method,
  });

  it("stores realtor_contact_phone and realtor_contact_email", async () => {
    for (const [type, method] of [["realtor_contact_phone", "phone"], ["realtor_contact_email", "email"]] as const) {
      const { status, error } = await asVisitor("POST", "analytics_events", {}, {
        event_type: type,
        page_path: "/showcase/14-old-mill-road-tewksbury",
        event_data: eventData(method),
      });
      expect(error).toBeNull();
      expect(status).toBe(201);
    }
    const { rows } = await db.query<{ event_type: string }>(
      "select event_type from public.analytics_events where event_data->>'agent_name' = $1 order by event_type desc",
      [marker],
    );
    expect(rows.map((row) => row.event_type)).toEqual(["realtor_contact_phone", "realtor_contact_email"]);
  });

  it("refuses other event types and bad paths, and lets no visitor read the events", async () => {
    const before = await db.query("select 1 from public.analytics_events where event_data->>'agent_name' = $1", [marker]);
    const other = await asVisitor("POST", "analytics_events", {}, { event_type: "page_view", page_path: "/showcase/x", event_data: eventData("phone") });
    expect(other.error?.code).toBe("42501");
    const badPath = await asVisitor("POST", "analytics_events", {}, {
      event_type: "realtor_contact_phone",
      page_path: "https://evil.example/",
      event_data: eventData("phone"),
    });
    expect(badPath.error?.code).toBe("23514");
    const after = await db.query("select 1 from public.analytics_events where event_data->>'agent_name' = $1", [marker]);
    expect(after.rowCount).toBe(before.rowCount);

    const read = await get("analytics_events", { select: "id" });
    expect(read.error?.code).toBe("42501");
  });
});
