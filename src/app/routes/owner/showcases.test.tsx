import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SITE_REBUILD_MESSAGES } from "@/entities/site-build/domain/rebuild-messages";
import { SHOWCASES_MESSAGES, SHOWCASE_PROBLEM_MESSAGES } from "@/features/owner-showcases/domain/messages";
import { server } from "#tests/msw/server.ts";
import { ownerShowcaseRow, ownerShowcasesHandlers, type OwnerShowcasesStandIn } from "#tests/msw/owner-showcases-handlers.ts";
import { blockingViolations } from "#tests/support/axe.ts";
import { functionUrl, rpcUrl } from "#tests/msw/urls.ts";
import { ownerAccessTokenAtAal2, signedInOwnerQueryClient, storeOwnerSession } from "#tests/support/owner-session.ts";
import { currentUrl, renderApp as renderAnyApp } from "#tests/support/render-app.tsx";

/** The app at `path`, signed in as an owner at aal2. */
const renderApp = (path: string) => renderAnyApp(path, { queryClient: signedInOwnerQueryClient() });

/** The desk's showcase pages (docs/decisions/069) against a stand-in of the owner API. */

let stand: OwnerShowcasesStandIn;
let rebuilds: number;
let signOut: () => void;
const DRAFT_ID = "aaaaaaaa-1111-4111-8111-111111111111";
const REQUEST_ID = "dddddddd-4444-4444-8444-444444444444";
const photo = (n: number) => ({ url: `/storage/v1/object/public/showcase-media/shoot/photo-${n}.webp`, caption: null, hidden: false, hero: n === 1 });

beforeAll(async () => {
  await Promise.all([import("@/app/routes/owner/desk-layout"), import("@/app/routes/owner/showcases")]);
}, 60_000);

beforeEach(() => {
  stand = {
    showcases: [
      ownerShowcaseRow(),
      ownerShowcaseRow({
        id: "aaaaaaaa-1111-4111-8111-222222222222",
        slug: "5-lake-shore-dr-sparta",
        property_address: "5 Lake Shore Dr",
        property_city: "Sparta",
        is_public: true,
        photos_urls: [photo(1).url, photo(2).url],
        primary_photo_url: photo(1).url,
      }),
    ],
    photos: {},
    agents: [{ id: "cccccccc-3333-4333-8333-000000000001", name: "Dana Whitfield", email: "dana@example.com", phone: null, headshot_url: null, brokerage_name: "Hunterdon Realty", brokerage_logo_url: null }],
    requests: [
      {
        id: REQUEST_ID,
        property_address: "14 Old Mill Rd, Oldwick, NJ 08858",
        property_data: { countyData: { Prop_Mail_Street: "14 Old Mill Rd", P_City: "Oldwick", P_Zip: "08858", Yr_Built: "1962", Block: "44", Lot: "7", Acreage: "3.5" } },
      },
    ],
    searchResults: [],
    mails: [],
    calls: [],
  };
  rebuilds = 0;
  signOut = storeOwnerSession(ownerAccessTokenAtAal2());
  server.use(
    ...ownerShowcasesHandlers(stand),
    // The stored session is read again on a remount: the owner check answers as for an owner.
    http.post(rpcUrl("is_owner"), () => HttpResponse.json(true)),
    http.post(functionUrl("request-site-rebuild"), () => {
      rebuilds += 1;
      return HttpResponse.json({ status: "started", requested_at: new Date().toISOString() });
    }),
  );
});
afterEach(() => signOut());

const rpcCalls = (name: string) => stand.calls.filter((call) => call.path.endsWith(`/rpc/${name}`));

describe("/owner/showcases", () => {
  it("lists drafts and published showcases, each opening its editor", async () => {
    renderApp("/owner/showcases");
    const list = await screen.findByRole("list", { name: "Showcases" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText("12 Oak Ridge Rd, Flemington")).toBeInTheDocument();
    expect(within(items[0]!).getByText("Draft")).toBeInTheDocument();
    expect(within(items[1]!).getByText("Published")).toBeInTheDocument();
    expect(within(items[1]!).getByText("2 photos")).toBeInTheDocument();
    expect(within(items[0]!).getByRole("link")).toHaveAttribute("href", `/owner/showcases/${DRAFT_ID}`);
    expect(screen.getByRole("link", { name: "Showcases" })).toHaveAttribute("aria-current", "page");
    expect(await blockingViolations()).toEqual([]);
  }, 60_000);

  it("says when there is none, and when the list could not be loaded", async () => {
    stand.showcases = [];
    const first = renderApp("/owner/showcases");
    expect(await screen.findByText(SHOWCASES_MESSAGES.empty)).toBeInTheDocument();
    first.unmount();
    stand.failReads = 500;
    renderApp("/owner/showcases");
    expect(await screen.findByRole("alert")).toHaveTextContent(SHOWCASES_MESSAGES.loadFailed);
  });
});

describe("/owner/showcases/new", () => {
  it("from a request: the address and the county record's facts are filled in; creating opens the editor", async () => {
    const { user, router } = renderApp(`/owner/showcases/new?request=${REQUEST_ID}`);
    expect(await screen.findByLabelText(/Street address/)).toHaveValue("14 Old Mill Rd");
    expect(screen.getByLabelText(/Year built/)).toHaveValue("1962");
    expect(screen.getByLabelText(/^Block/)).toHaveValue("44");
    await user.type(screen.getByLabelText(/Bedrooms/), "4");
    await user.click(screen.getByRole("button", { name: "Create showcase" }));
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/owner\/showcases\/bbbbbbbb-/));
    const [call] = rpcCalls("owner_save_showcase");
    expect(call!.body).toMatchObject({
      p_id: null,
      p_fields: { property_address: "14 Old Mill Rd", bedrooms: 4, year_built: 1962, block: "44", source_request_id: REQUEST_ID, mls_unbranded: false },
    });
    expect(await screen.findByRole("heading", { level: 1, name: /14 Old Mill Rd/ })).toBeInTheDocument();
  });

  it("from nothing: a county record picked fills the form; bad values are named and nothing is sent", async () => {
    stand.searchResults = [
      { address: "7 Main St", city: "Clinton", state: "NJ", zip: "08809", cityStateZip: "Clinton, NJ 08809", countyData: { Prop_Mail_Street: "7 Main St", P_City: "Clinton", P_Zip: "08809", Yr_Built: "1920", Sq_Ft: "1800" } },
    ];
    const { user } = renderApp("/owner/showcases/new");
    await user.type(await screen.findByRole("searchbox", { name: /Find the property/ }), "7 Main");
    await user.click(screen.getByRole("button", { name: "Look up" }));
    await user.click(await screen.findByRole("button", { name: /7 Main St/ }));
    expect(screen.getByLabelText(/Street address/)).toHaveValue("7 Main St");
    expect(screen.getByLabelText(/ZIP code/)).toHaveValue("08809");
    await user.clear(screen.getByLabelText(/ZIP code/));
    await user.type(screen.getByLabelText(/ZIP code/), "8809");
    await user.type(screen.getByLabelText(/Video links/), "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Create showcase" }));
    expect(await screen.findByText("Enter a 5-digit ZIP code")).toBeInTheDocument();
    expect(screen.getByText("Each video link must start with https://")).toBeInTheDocument();
    expect(screen.getByLabelText(/ZIP code/)).toHaveAttribute("aria-invalid", "true");
    expect(rpcCalls("owner_save_showcase")).toHaveLength(0);
  });
});

describe("/owner/showcases/:id", () => {
  it("adds a new agent from the editor, picks it, and saves the agent, branding and links", async () => {
    const { user } = renderApp(`/owner/showcases/${DRAFT_ID}`);
    await screen.findByRole("heading", { level: 1, name: "12 Oak Ridge Rd, Flemington" });
    await user.click(screen.getByRole("button", { name: "Add a new agent" }));
    const dialog = await screen.findByRole("dialog", { name: "New agent" });
    await user.type(within(dialog).getByLabelText(/Agent's name/), "Sam Ortiz");
    await user.type(within(dialog).getByLabelText(/Agent's email/), "sam@example.com");
    expect(within(dialog).getByRole("group", { name: /Headshot/ })).toHaveTextContent("None yet.");
    await user.click(within(dialog).getByRole("button", { name: "Save agent" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(rpcCalls("owner_save_agent")[0]!.body).toMatchObject({ p_id: null, p_fields: { name: "Sam Ortiz", email: "sam@example.com", headshot_url: null } });
    expect(rpcCalls("owner_save_showcase")).toHaveLength(0);
    expect(screen.getByLabelText(/^Agent/, { selector: "select" })).toHaveDisplayValue("Sam Ortiz");
    await user.click(screen.getByRole("radio", { name: /MLS-unbranded/ }));
    await user.type(screen.getByLabelText(/3D-tour links/), "https://my.matterport.com/show/?m=abc");
    await user.type(screen.getByLabelText(/Floor plans/, { selector: "textarea" }), "https://cdn.example.com/plan.pdf\nhttps://cdn.example.com/plan.png");
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Publish" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(rpcCalls("owner_save_showcase")).toHaveLength(1));
    expect(rpcCalls("owner_save_showcase")[0]!.body).toMatchObject({
      p_id: DRAFT_ID,
      p_expected_updated_at: "2026-11-28T15:00:00.000Z",
      p_fields: {
        agent_id: "cccccccc-3333-4333-8333-000000000101",
        mls_unbranded: true,
        matterport_urls: ["https://my.matterport.com/show/?m=abc"],
        floorplan_pdf_urls: ["https://cdn.example.com/plan.pdf"],
        floorplan_image_urls: ["https://cdn.example.com/plan.png"],
      },
    });
    expect(await screen.findByText(SHOWCASES_MESSAGES.saved)).toBeInTheDocument();
    // A draft is on no prerendered page: no rebuild.
    expect(rebuilds).toBe(0);
  });

  it("saving a published showcase's details asks the host to rebuild its page", async () => {
    const { user } = renderApp("/owner/showcases/aaaaaaaa-1111-4111-8111-222222222222");
    const bedrooms = await screen.findByLabelText(/Bedrooms/);
    await user.clear(bedrooms);
    await user.type(bedrooms, "3");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    expect(await screen.findByText(SHOWCASES_MESSAGES.saved)).toBeInTheDocument();
    expect(await screen.findByText(SITE_REBUILD_MESSAGES.started)).toBeInTheDocument();
    expect(rebuilds).toBe(1);
  });

  it("says a save over a change made elsewhere was refused, keeping what was typed", async () => {
    stand.nextWrite = { status: 409, body: { code: "PT409", message: "changed elsewhere" } };
    const { user } = renderApp(`/owner/showcases/${DRAFT_ID}`);
    const bedrooms = await screen.findByLabelText(/Bedrooms/);
    await user.clear(bedrooms);
    await user.type(bedrooms, "5");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(SHOWCASE_PROBLEM_MESSAGES["changed-elsewhere"]);
    expect(screen.getByLabelText(/Bedrooms/)).toHaveValue("5");
  });

  it("a draft without photos cannot be published; with photos it is, and the agent's mail shows as queued", async () => {
    stand.showcases[0]!.agent_id = stand.agents[0]!.id;
    const first = renderApp(`/owner/showcases/${DRAFT_ID}`);
    expect(await screen.findByText(SHOWCASES_MESSAGES.needsPhoto)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Publish" })).toBeDisabled();
    first.unmount();

    stand.photos[DRAFT_ID] = [photo(1), photo(2)];
    stand.showcases[0]!.photos_urls = [photo(1).url, photo(2).url];
    const { user } = renderApp(`/owner/showcases/${DRAFT_ID}`);
    await user.click(await screen.findByRole("button", { name: "Publish" }));
    expect(await screen.findByText(SHOWCASES_MESSAGES.published)).toBeInTheDocument();
    expect(await screen.findByText("Published")).toBeInTheDocument();
    expect(screen.getByText("Mail to the agent: waiting to be sent.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "The agent's private report (and the flyer)" })).toHaveAttribute(
      "href",
      "/showcase/12-oak-ridge-rd-flemington/report?key=key_abcdefghijklmnopqrstuvwxyz0123&days=30",
    );
    expect(rpcCalls("owner_publish_showcase")[0]!.body).toEqual({ p_id: DRAFT_ID });
    // The prerendered pages follow: the host is asked to rebuild, and the panel says so.
    expect(await screen.findByText(SITE_REBUILD_MESSAGES.started)).toBeInTheDocument();
    expect(rebuilds).toBe(1);
    await user.click(screen.getByRole("button", { name: "Unpublish" }));
    expect(await screen.findByText(SHOWCASES_MESSAGES.unpublished)).toBeInTheDocument();
    await waitFor(() => expect(rebuilds).toBe(2));
    expect(await screen.findByRole("button", { name: "Publish" })).toBeEnabled();
    expect(await blockingViolations()).toEqual([]);
  }, 60_000);

  it("stores the photos as the owner arranges them: each change saved at once, a failed save said and tried again", async () => {
    stand.photos[DRAFT_ID] = [photo(1), photo(2), photo(3)];
    stand.showcases[0]!.photos_urls = [photo(1).url, photo(2).url, photo(3).url];
    const { user } = renderApp(`/owner/showcases/${DRAFT_ID}`);
    const status = await screen.findByTestId("photos-save-status");
    expect(status).toHaveTextContent("3 photos saved.");
    expect(rpcCalls("owner_set_showcase_photos")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Move photo-3.webp earlier" }));
    await waitFor(() => expect(rpcCalls("owner_set_showcase_photos")).toHaveLength(1));
    expect(rpcCalls("owner_set_showcase_photos")[0]!.body).toEqual({ p_id: DRAFT_ID, p_photos: [photo(1), photo(3), photo(2)] });
    await waitFor(() => expect(status).toHaveTextContent("3 photos saved."));

    stand.nextWrite = { status: 500, body: { code: "XX000", message: "down" } };
    await user.click(screen.getByRole("button", { name: "Hero: photo-2.webp" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(SHOWCASE_PROBLEM_MESSAGES.failed);
    expect(status).toHaveTextContent("Not saved yet.");
    expect(screen.getByRole("button", { name: "Publish" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Save the photos again" }));
    await waitFor(() => expect(status).toHaveTextContent("3 photos saved."));
    expect(rpcCalls("owner_set_showcase_photos").at(-1)!.body).toEqual({
      p_id: DRAFT_ID,
      p_photos: [{ ...photo(1), hero: false }, photo(3), { ...photo(2), hero: true }],
    });
    expect(screen.getByRole("button", { name: "Publish" })).toBeEnabled();
  }, 60_000);

  it("a published showcase's photo changes ask for one rebuild, when the editor is left before the quiet time; a draft's ask none", async () => {
    const PUBLISHED_ID = "aaaaaaaa-1111-4111-8111-222222222222";
    stand.photos[PUBLISHED_ID] = [photo(1), photo(2)];
    stand.photos[DRAFT_ID] = [photo(1), photo(2)];
    stand.showcases[0]!.photos_urls = [photo(1).url, photo(2).url];
    const draft = renderApp(`/owner/showcases/${DRAFT_ID}`);
    await draft.user.click(await screen.findByRole("button", { name: "Move photo-2.webp earlier" }));
    await waitFor(() => expect(screen.getByTestId("photos-save-status")).toHaveTextContent("2 photos saved."));
    await waitFor(() => expect(rpcCalls("owner_set_showcase_photos")).toHaveLength(1));
    draft.unmount();

    const published = renderApp(`/owner/showcases/${PUBLISHED_ID}`);
    await published.user.click(await screen.findByRole("button", { name: "Move photo-2.webp earlier" }));
    await waitFor(() => expect(rpcCalls("owner_set_showcase_photos")).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId("photos-save-status")).toHaveTextContent("2 photos saved."));
    await published.user.click(screen.getByRole("button", { name: "Move photo-1.webp earlier" }));
    await waitFor(() => expect(rpcCalls("owner_set_showcase_photos")).toHaveLength(3));
    await waitFor(() => expect(screen.getByTestId("photos-save-status")).toHaveTextContent("2 photos saved."));
    // Within the quiet time: nothing asked yet; leaving the editor asks once.
    expect(rebuilds).toBe(0);
    published.unmount();
    await waitFor(() => expect(rebuilds).toBe(1));
  }, 60_000);

  it("shows that a showcase does not exist", async () => {
    renderApp("/owner/showcases/aaaaaaaa-1111-4111-8111-999999999999");
    expect(await screen.findByText(SHOWCASES_MESSAGES.missing)).toBeInTheDocument();
  });
});
