import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { OwnerTestimonialRow } from "#schemas/testimonial.ts";
import { server } from "#tests/msw/server.ts";
import { restUrl, rpcUrl } from "#tests/msw/urls.ts";
import { createQueryClient } from "@/lib/query-client";
import { TestimonialsDesk } from "./testimonials-desk";

/**
 * /owner/testimonials against msw answers of PostgREST (decision 068): the list in the home
 * page's order with reorder, hide and delete; a new one added last; a refused save says why;
 * an empty quote is refused before anything is sent.
 */

const row = (id: string, name: string, extra: Partial<OwnerTestimonialRow> = {}): OwnerTestimonialRow => ({
  id,
  name,
  context: "Homeowner, Clinton",
  rating: 5,
  body: `${name} said good things.`,
  is_google: true,
  hidden: false,
  position: 1,
  ...extra,
});
const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
let sent: { method: string; url: string; body: unknown }[];

beforeEach(() => {
  sent = [];
  const record = async (request: Request) => {
    const text = await request.text();
    sent.push({ method: request.method, url: request.url, body: text ? (JSON.parse(text) as unknown) : null });
  };
  server.use(
    http.get(restUrl("testimonials"), () => HttpResponse.json([row(A, "Karen M."), row(B, "David R.", { hidden: true, position: 2 })])),
    http.post(restUrl("testimonials"), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ id: "new" }, { status: 201 });
    }),
    http.patch(restUrl("testimonials"), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ id: A });
    }),
    http.delete(restUrl("testimonials"), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ id: A });
    }),
    http.post(rpcUrl("owner_reorder_testimonials"), async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

function renderDesk() {
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <TestimonialsDesk />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("TestimonialsDesk", { timeout: 45_000 }, () => {
  it("lists them in order, hidden ones marked; Earlier saves the new order; Show unhides; Delete asks once more", async () => {
    const user = renderDesk();
    const list = await screen.findByRole("list", { name: "Testimonials, in the home page's order" });
    expect(within(list).getAllByRole("listitem").map((item) => item.querySelector("p")!.textContent)).toEqual(["Karen M.", "David R.Hidden"]);
    await user.click(screen.getByRole("button", { name: "Move David R. earlier" }));
    await waitFor(() => expect(sent).toContainEqual({ method: "POST", url: rpcUrl("owner_reorder_testimonials"), body: { p_ids: [B, A] } }));
    await user.click(screen.getByRole("button", { name: "Show David R." }));
    await waitFor(() => expect(sent.some((request) => request.method === "PATCH" && request.url.includes(`id=eq.${B}`))).toBe(true));
    await user.click(screen.getByRole("button", { name: "Delete Karen M." }));
    expect(sent.some((request) => request.method === "DELETE")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Delete for good" }));
    await waitFor(() => expect(sent.some((request) => request.method === "DELETE" && request.url.includes(`id=eq.${A}`))).toBe(true));
  });

  it("adds a new one after the others", async () => {
    const user = renderDesk();
    await user.click(await screen.findByRole("button", { name: "New testimonial" }));
    const form = screen.getByRole("form", { name: "New testimonial" });
    await user.type(within(form).getByLabelText(/^Client's name/), "Ana P.");
    await user.type(within(form).getByLabelText(/^Who they are/), "Seller, Clinton");
    await user.selectOptions(within(form).getByLabelText(/^Stars/), "4");
    await user.type(within(form).getByLabelText(/^What they said/), "Sold in a week.");
    await user.click(within(form).getByRole("button", { name: "Save testimonial" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ name: "Ana P.", context: "Seller, Clinton", rating: 4, body: "Sold in a week.", is_google: false, position: 3 });
    expect(await screen.findByRole("list", { name: "Testimonials, in the home page's order" })).toBeInTheDocument();
  });

  it("an empty quote is refused before sending; a refused save says why and keeps the form", async () => {
    server.use(http.post(restUrl("testimonials"), () => HttpResponse.json({ code: "42501", message: "permission denied" }, { status: 403 })));
    const user = renderDesk();
    await user.click(await screen.findByRole("button", { name: "New testimonial" }));
    const form = screen.getByRole("form", { name: "New testimonial" });
    await user.type(within(form).getByLabelText(/^Client's name/), "Ana P.");
    await user.click(within(form).getByRole("button", { name: "Save testimonial" }));
    expect(await within(form).findByText("Enter what the client said")).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(form).getByLabelText(/^What they said/), "Great.");
    await user.click(within(form).getByRole("button", { name: "Save testimonial" }));
    expect(await within(form).findByText("Your session has ended or lacks the second factor: sign in again.")).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Client's name/)).toHaveValue("Ana P.");
  });
});
