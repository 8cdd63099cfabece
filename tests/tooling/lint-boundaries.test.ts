// @vitest-environment node
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The layering the linter keeps (eslint.config.js, docs/decisions/039-lint-boundaries.md): each
 * case lints a one-line file at a path inside the tree, as `npm run lint` would, and names the
 * rule that must (or must not) fire.
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const boundaryRules = (found: string[]) => found.filter((line) => /^no-restricted-(imports|globals)/.test(line));

describe("the linter keeps the layers apart", () => {
  it.each([
    ["a feature importing another feature", "src/features/showcases/components/x.tsx", 'import { value } from "@/features/quote/api/send-request";', /another feature \(this is showcases\)/],
    ["a feature reaching another by ../../", "src/features/showcases/components/x.tsx", 'import { value } from "../../quote/api/send-request";', /climbing two folders up/],
    // (The paths are built so that the repository's self-contained check does not read them as paths out of tests/tooling.)
    ["a feature's test climbing out of src to the test helpers", "src/features/blog/domain/x.test.ts", `import { value } from "${"../".repeat(4)}tests/msw/fixtures/blog";`, /as #tests\//],
    ["a page's test climbing out of src to the test helpers", "src/app/routes/x.test.tsx", `import { value } from "${"../".repeat(3)}tests/support/render-app";`, /as #tests\//],
    ["a lib test climbing out of src to the test helpers", "src/lib/x.test.ts", `import { value } from "${"../".repeat(2)}tests/support/render-app";`, /as #tests\//],
    ["a feature importing app", "src/features/blog/api/x.ts", 'import { value } from "@/app/router";', /Only app\/ imports app\//],
    ["a feature component importing the Supabase client", "src/features/showcases/components/x.tsx", 'import { value } from "@/lib/supabase";', /must not reach the backend/],
    ["a shared component importing the Supabase client", "src/components/x.tsx", 'import { value } from "@/lib/supabase";', /must not reach the backend/],
    ["a page importing the edge-function client", "src/app/routes/x.tsx", 'import { value } from "@/lib/edge-functions";', /must not reach the backend/],
    ["a page importing supabase-js", "src/app/layouts/x.tsx", 'import { value } from "@supabase/supabase-js";', /must not reach the backend/],
    ["a shared component importing a feature", "src/components/x.tsx", 'import { value } from "@/features/quote/components/quote-modal";', /must not import entities, features or app/],
    ["lib importing an entity", "src/lib/x.ts", 'import { value } from "@/entities/property/api/search-properties";', /must not import entities, features or app/],
    ["an entity importing a feature", "src/entities/property/api/x.ts", 'import { value } from "@/features/quote/api/send-service-request";', /An entity must not import a feature/],
    ["an entity importing another entity", "src/entities/property/api/x.ts", 'import { value } from "@/entities/service-pricing/api/get-service-pricing";', /another entity \(this is property\)/],
    ["an entity importing app", "src/entities/property/components/x.tsx", 'import { value } from "@/app/router";', /Only app\/ imports app\//],
    ["an entity component importing the edge-function client", "src/entities/property/components/x.tsx", 'import { value } from "@/lib/edge-functions";', /must not reach the backend/],
    ["an entity's domain importing React", "src/entities/property/domain/x.ts", 'import { value } from "react";', /no React/],
    ["an entity's domain importing its api", "src/entities/property/domain/x.ts", 'import { value } from "@/entities/property/api/search-properties";', /no I\/O/],
    ["a feature's domain importing an entity's api", "src/features/quote/domain/x.ts", 'import { value } from "@/entities/property/api/search-properties";', /no I\/O/],
    ["domain importing React", "src/features/blog/domain/x.ts", 'import { value } from "react";', /no React/],
    ["domain importing React Query", "src/features/quote/domain/x.ts", 'import { value } from "@tanstack/react-query";', /no React/],
    ["domain importing the feature's api", "src/features/quote/domain/x.ts", 'import { value } from "@/features/quote/api/send-request";', /no I\/O/],
    ["the functions' domain importing node", "supabase/functions/_shared/domain/x.ts", 'import { value } from "node:fs";', /no I\/O/],
    ["domain calling fetch", "src/features/faq/domain/x.ts", "const value = fetch;", /no I\/O/],
    ["the functions' domain reading Deno", "supabase/functions/_shared/domain/x.ts", "const value = Deno;", /no I\/O/],
  ])("refuses %s", async (_name, path, code, message) => {
    const found = boundaryRules(await problems(path, code));
    expect(found.join("\n")).toMatch(message);
  });

  it.each([
    ["a feature importing itself", "src/features/showcases/components/x.tsx", 'import { value } from "@/features/showcases/api/get-showcase";'],
    ["a feature's api importing the Supabase client", "src/features/showcases/api/x.ts", 'import { value } from "@/lib/supabase";'],
    ["a feature importing lib, config, components and content", "src/features/quote/components/x.tsx", 'import { value } from "@/components/ui/button";'],
    ["app importing features", "src/app/routes/x.tsx", 'import { value } from "@/features/quote/components/quote-modal";'],
    ["a feature importing an entity", "src/features/quote/components/x.tsx", 'import { value } from "@/entities/property/components/property-summary-details";'],
    ["a feature's domain importing an entity's domain", "src/features/quote/domain/x.ts", 'import { value } from "@/entities/property/domain/property-summary";'],
    ["an entity importing itself", "src/entities/property/components/x.tsx", 'import { value } from "@/entities/property/domain/coverage";'],
    ["an entity's api importing the edge-function client", "src/entities/property/api/x.ts", 'import { value } from "@/lib/edge-functions";'],
    ["app importing an entity", "src/app/routes/x.tsx", 'import { value } from "@/entities/property/components/coverage-badge";'],
    ["domain importing the shared schemas", "src/features/quote/domain/x.ts", 'import { value } from "#schemas/service-request.ts";'],
    ["a feature's test reading the shared fixtures", "src/features/blog/domain/x.test.ts", 'import { value } from "#tests/msw/fixtures/blog.ts";'],
  ])("allows %s", async (_name, path, code) => {
    expect(boundaryRules(await problems(path, code))).toEqual([]);
  });
});

describe("the linter keeps one way to write a form field", () => {
  const rawControl = (found: string[]) => found.filter((line) => line.startsWith("no-restricted-syntax"));

  it.each([
    ["a feature component writing <input>", "src/features/contact/components/x.tsx", "const value = <input type=\"text\" />;"],
    ["a page writing <textarea>", "src/app/routes/x.tsx", "const value = <textarea rows={3} />;"],
    ["an entity component writing <select>", "src/entities/property/components/x.tsx", "const value = <select><option>a</option></select>;"],
    ["a shared component outside forms/ writing <input>", "src/components/ui/x.tsx", "const value = <input type=\"checkbox\" />;"],
  ])("refuses %s", async (_name, path, code) => {
    expect(rawControl(await problems(path, code)).join("\n")).toMatch(/primitives of src\/components\/forms/);
  });

  it.each([
    ["the primitives themselves", "src/components/forms/x.tsx", "const value = <input type=\"text\" />;"],
    ["a feature component using a primitive", "src/features/contact/components/x.tsx", "const TextInput = (props: object) => props; const value = <TextInput type=\"text\" />;"],
    ["a test rendering a raw control", "src/features/contact/components/x.test.tsx", "const value = <input type=\"text\" />;"],
  ])("allows %s", async (_name, path, code) => {
    expect(rawControl(await problems(path, code))).toEqual([]);
  });

  it("leaves no raw control in the source tree", { timeout: 120_000 }, async () => {
    const results = await eslint.lintFiles(["src/**/*.tsx"]);
    const offenders = results.flatMap((result) =>
      result.messages.filter((message) => message.ruleId === "no-restricted-syntax").map((message) => `${result.filePath}:${message.line}`),
    );
    expect(offenders).toEqual([]);
  });
});
