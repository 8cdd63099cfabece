import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeAll, describe, expect, it } from "vitest";
import { server } from "#tests/msw/server.ts";
import { functionUrl } from "#tests/msw/urls.ts";
import { renderApp } from "#tests/support/render-app.tsx";

/** The weekly report mail's opt-out page (docs/decisions/038) against a stand-in of report-mail-unsubscribe. */

const TOKEN = "tok_abcdefghijklmnopqrstuvwxyz0123";

function answerUnsubscribe(status: (body: Record<string, unknown>) => number): Record<string, unknown>[] {
  const calls: Record<string, unknown>[] = [];
  server.use(
    http.post(functionUrl("report-mail-unsubscribe"), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push(body);
      const code = status(body);
      return HttpResponse.json(code === 200 ? { ok: true, weeklyMail: body.weeklyMail } : { error: "This link is not valid" }, { status: code });
    }),
  );
  return calls;
}

beforeAll(async () => {
  await import("@/app/routes/report-mail-unsubscribe");
}, 30_000);

describe("/report-mail/unsubscribe", () => {
  it("stops the weekly mail as soon as it opens, once, and can start it again", async () => {
    const calls = answerUnsubscribe(() => 200);
    const { user } = renderApp(`/report-mail/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByRole("heading", { level: 1, name: "You will no longer receive the weekly report emails" })).toBeInTheDocument();
    expect(calls).toEqual([{ token: TOKEN, weeklyMail: false }]);
    await user.click(screen.getByRole("button", { name: "Start the weekly emails again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "The weekly report emails will start again" })).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ token: TOKEN, weeklyMail: true });
    await waitFor(() => expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer"));
  });

  it("says the link is not valid for an unknown token, and for a malformed one without asking", async () => {
    const calls = answerUnsubscribe(() => 404);
    const view = renderApp(`/report-mail/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByRole("heading", { level: 1, name: "This link is not valid" })).toBeInTheDocument();
    view.unmount();
    renderApp("/report-mail/unsubscribe?token=nope");
    expect(await screen.findByRole("heading", { level: 1, name: "This link is not valid" })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("offers to try again when the change could not be saved", async () => {
    let status = 500;
    answerUnsubscribe(() => status);
    const { user } = renderApp(`/report-mail/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    status = 200;
    await user.click(screen.getByRole("button", { name: "Stop the weekly emails" }));
    expect(await screen.findByRole("heading", { level: 1, name: "You will no longer receive the weekly report emails" })).toBeInTheDocument();
  });
});
