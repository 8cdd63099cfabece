import { describe, expect, it, vi } from "vitest";
import { createQueryClient, queryRetryDelay } from "@/lib/query-client";

vi.mock("@supabase/supabase-js", () => ({
  createClient: vi.fn((url: string, key: string, options: unknown) => ({ url, key, options })),
}));

describe("supabase client", () => {
  it("is created once, from env, keeping a stored session (the owner's) without an auth timer", async () => {
    const { createClient } = await import("@supabase/supabase-js");
    const { getSupabase } = await import("@/lib/supabase");

    const first = await getSupabase();
    const second = await getSupabase();
    expect(first).toBe(second);
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(createClient).toHaveBeenCalledWith("http://supabase.test", "sb_publishable_test", {
      auth: { persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
    });
  });
});

describe("query client", () => {
  it("retries failed queries 3 times with exponential backoff capped at 30 s, and keeps unused data 5 minutes", () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.retry).toBe(3);
    expect(defaults?.gcTime).toBe(5 * 60 * 1000);
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(defaults?.retryDelay).toBe(queryRetryDelay);
  });

  it("lets tests turn retries off", () => {
    expect(createQueryClient({ retry: false }).getDefaultOptions().queries?.retry).toBe(false);
  });
});
