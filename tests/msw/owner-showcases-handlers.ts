import { http, HttpResponse, type RequestHandler } from "msw";
import type { OwnerAgentRow, OwnerShowcaseRow, ShowcasePhoto } from "#schemas/owner-showcases.ts";
import { functionUrl, restUrl, rpcUrl } from "./urls";

/**
 * A stand-in of the showcase editor's API (docs/decisions/069) for component tests:
 * property_showcases, showcase_photos, showcase_report_keys, showcase_publish_mails, agents and
 * service_requests as the owner reads them (eq. filters; one row for an object Accept), the
 * owner_* RPCs with the server's rules that the desk shows (409 publishing a published one,
 * 400 publishing without a photo), and njpr-properties' address search. Records every call.
 */

export function ownerShowcaseRow(change: Partial<OwnerShowcaseRow> = {}): OwnerShowcaseRow {
  return {
    id: "aaaaaaaa-1111-4111-8111-111111111111",
    slug: "12-oak-ridge-rd-flemington",
    agent_id: null,
    property_address: "12 Oak Ridge Rd",
    property_city: "Flemington",
    property_state: "NJ",
    property_zip: "08822",
    bedrooms: 4,
    bathrooms: 2.5,
    sqft: 2450,
    acreage: 1.2,
    year_built: 1987,
    block: "12",
    lot: "3.01",
    qual: null,
    tax_assessment: 412000,
    tax_assessment_year: 2026,
    is_public: false,
    mls_unbranded: false,
    primary_photo_url: null,
    photos_urls: [],
    video_urls: [],
    floorplan_image_urls: [],
    floorplan_pdf_urls: [],
    matterport_urls: [],
    source_request_id: null,
    published_at: null,
    created_at: "2026-11-28T15:00:00.000Z",
    updated_at: "2026-11-28T15:00:00.000Z",
    ...change,
  };
}

export interface ShowcaseCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

export interface OwnerShowcasesStandIn {
  showcases: OwnerShowcaseRow[];
  photos: Record<string, ShowcasePhoto[]>;
  agents: OwnerAgentRow[];
  requests: { id: string; property_address: string | null; property_data: unknown }[];
  searchResults: unknown[];
  mails: { showcase_id: string; status: string; created_at: string; sent_at: string | null }[];
  calls: ShowcaseCall[];
  /** An answer that replaces the next write RPC's (status, body). */
  nextWrite?: { status: number; body: unknown };
  /** Answers every read of the showcases with this status (a failed load). */
  failReads?: number;
}

const eq = (search: URLSearchParams, column: string) => {
  const value = search.get(column);
  return value?.startsWith("eq.") ? value.slice(3) : undefined;
};

function rows<T>(request: Request, list: T[]) {
  if (request.headers.get("accept")?.includes("vnd.pgrst.object")) {
    return list[0] ? HttpResponse.json(list[0] as object) : HttpResponse.json({ code: "PGRST116", message: "no rows" }, { status: 406 });
  }
  return HttpResponse.json(list as object[]);
}

let stamp = 0;
const nextStamp = () => new Date(Date.parse("2026-11-29T14:00:00.000Z") + ++stamp * 1000).toISOString();

export function ownerShowcasesHandlers(stand: OwnerShowcasesStandIn): RequestHandler[] {
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === "GET" ? null : ((await request.json().catch(() => null)) as unknown);
    stand.calls.push({ method: request.method, path: url.pathname, search: url.searchParams, body });
    const write = stand.nextWrite;
    if (request.method === "POST" && write) stand.nextWrite = undefined;
    return { url, body: body as Record<string, unknown>, replaced: request.method === "POST" && write ? HttpResponse.json(write.body as object, { status: write.status }) : undefined };
  };
  const find = (id: unknown) => stand.showcases.find((row) => row.id === id);
  const derive = (row: OwnerShowcaseRow) => {
    const shown = (stand.photos[row.id] ?? []).filter((photo) => !photo.hidden);
    Object.assign(row, {
      photos_urls: shown.map((photo) => photo.url),
      primary_photo_url: (shown.find((photo) => photo.hero) ?? shown[0])?.url ?? null,
      updated_at: nextStamp(),
    });
  };
  return [
    http.get(restUrl("property_showcases"), async ({ request }) => {
      const { url } = await record(request);
      if (stand.failReads) return HttpResponse.json({ message: "down" }, { status: stand.failReads });
      const id = eq(url.searchParams, "id");
      return rows(request, stand.showcases.filter((row) => !id || row.id === id));
    }),
    http.get(restUrl("showcase_photos"), async ({ request }) => {
      const { url } = await record(request);
      const id = eq(url.searchParams, "showcase_id")!;
      return rows(request, (stand.photos[id] ?? []).map((photo, position) => ({ ...photo, position })));
    }),
    http.get(restUrl("showcase_report_keys"), async ({ request }) => {
      await record(request);
      return rows(request, [{ report_key: "key_abcdefghijklmnopqrstuvwxyz0123" }]);
    }),
    http.get(restUrl("showcase_publish_mails"), async ({ request }) => {
      const { url } = await record(request);
      const id = eq(url.searchParams, "showcase_id");
      return rows(request, stand.mails.filter((mail) => mail.showcase_id === id).map(({ showcase_id: _id, ...mail }) => mail));
    }),
    http.get(restUrl("agents"), async ({ request }) => {
      await record(request);
      return rows(request, stand.agents);
    }),
    http.get(restUrl("service_requests"), async ({ request }) => {
      const { url } = await record(request);
      const id = eq(url.searchParams, "id");
      return rows(request, stand.requests.filter((row) => row.id === id));
    }),
    http.post(functionUrl("njpr-properties"), async ({ request }) => {
      await record(request);
      return HttpResponse.json(stand.searchResults as object[]);
    }),
    http.post(rpcUrl("owner_save_showcase"), async ({ request }) => {
      const { body, replaced } = await record(request);
      if (replaced) return replaced;
      const fields = body.p_fields as Partial<OwnerShowcaseRow>;
      let row = find(body.p_id);
      if (!row) {
        row = ownerShowcaseRow({ id: `bbbbbbbb-2222-4222-8222-${String(stand.showcases.length).padStart(12, "0")}`, slug: "new-showcase" });
        stand.showcases.unshift(row);
      }
      Object.assign(row, fields, { updated_at: nextStamp() });
      return HttpResponse.json(row);
    }),
    http.post(rpcUrl("owner_set_showcase_photos"), async ({ request }) => {
      const { body, replaced } = await record(request);
      if (replaced) return replaced;
      const row = find(body.p_id)!;
      stand.photos[row.id] = body.p_photos as ShowcasePhoto[];
      derive(row);
      return HttpResponse.json({ showcase: row, removed_urls: [] });
    }),
    http.post(rpcUrl("owner_publish_showcase"), async ({ request }) => {
      const { body, replaced } = await record(request);
      if (replaced) return replaced;
      const row = find(body.p_id)!;
      if (row.is_public) return HttpResponse.json({ code: "PT409", message: "published already" }, { status: 409 });
      if (row.photos_urls.length === 0) return HttpResponse.json({ code: "22023", message: "add a photo" }, { status: 400 });
      const agent = stand.agents.find((candidate) => candidate.id === row.agent_id);
      Object.assign(row, { is_public: true, published_at: nextStamp(), updated_at: nextStamp() });
      if (agent?.email) stand.mails.unshift({ showcase_id: row.id, status: "pending", created_at: nextStamp(), sent_at: null });
      return HttpResponse.json({ showcase: row, mail_queued: Boolean(agent?.email) });
    }),
    http.post(rpcUrl("owner_unpublish_showcase"), async ({ request }) => {
      const { body, replaced } = await record(request);
      if (replaced) return replaced;
      const row = find(body.p_id)!;
      Object.assign(row, { is_public: false, updated_at: nextStamp() });
      return HttpResponse.json({ showcase: row });
    }),
    http.post(rpcUrl("owner_save_agent"), async ({ request }) => {
      const { body, replaced } = await record(request);
      if (replaced) return replaced;
      const fields = body.p_fields as Partial<Omit<OwnerAgentRow, "id">> & { name: string };
      const agent: OwnerAgentRow = {
        id: `cccccccc-3333-4333-8333-${String(100 + stand.agents.length).padStart(12, "0")}`,
        phone: null,
        email: null,
        headshot_url: null,
        brokerage_name: null,
        brokerage_logo_url: null,
        ...fields,
      };
      stand.agents.push(agent);
      return HttpResponse.json(agent);
    }),
  ];
}
