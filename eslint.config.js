import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { readdirSync } from "node:fs";

/** The folders of src/<layer>: each feature and each entity gets its own boundary block below. */
const foldersOf = (layer) =>
  readdirSync(new URL(`./src/${layer}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = foldersOf("features");
const entities = foldersOf("entities");

/**
 * The layering (docs/decisions/039-lint-boundaries.md), as import patterns. A file matching several
 * blocks gets the last block's no-restricted-imports only, so each block lists every pattern
 * that applies to its files.
 */
const noApp = { group: ["@/app/*"], message: "Only app/ imports app/." };
const lowerLayers = {
  group: ["@/entities/*", "@/features/*", "@/app/*"],
  message: "lib, config, components and content must not import entities, features or app.",
};
const otherFeatures = (feature) => ({
  group: ["@/features/*", `!@/features/${feature}`, `!@/features/${feature}/**`],
  message: `A feature must not import another feature (this is ${feature}); what several features need lives in src/entities/.`,
});
const noFeatures = { group: ["@/features/*"], message: "An entity must not import a feature: features build on entities, not the other way." };
const otherEntities = (entity) => ({
  group: ["@/entities/*", `!@/entities/${entity}`, `!@/entities/${entity}/**`],
  message: `An entity must not import another entity (this is ${entity}).`,
});
const climbingOut = { regex: "^\\.\\./\\.\\./", message: "Import across folders with @/..., not by climbing two folders up (it hides which layer is reached)." };
/** The shared test helpers are `#tests/...` (package.json imports, docs/decisions/048), never a path out of src. */
const climbingToTests = { regex: "^(\\.\\./)+tests/", message: "Import the shared test helpers as #tests/... (package.json imports), not by climbing out of src." };
const noBackend = {
  group: ["@/lib/supabase", "@/lib/edge-functions", "@supabase/*"],
  message: "Components and pages must not reach the backend: data access lives in the feature's or entity's api/.",
};
const noReact = {
  group: ["react", "react-dom", "react-dom/*", "react-router", "react-router-dom", "@tanstack/*"],
  message: "domain/ is pure logic: no React.",
};
const noIo = {
  group: [
    "@/lib/supabase",
    "@/lib/edge-functions",
    "@supabase/*",
    "@/features/*/api/*",
    "@/features/*/components/*",
    "@/entities/*/api/*",
    "@/entities/*/components/*",
    "node:*",
    "pg",
    "nodemailer",
  ],
  message: "domain/ is pure logic: no I/O, no data access, no components.",
};
const restrict = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });
const ioGlobals = ["fetch", "XMLHttpRequest", "WebSocket", "EventSource", "localStorage", "sessionStorage", "indexedDB", "Deno"];
const pureGlobals = {
  "no-restricted-globals": ["error", ...ioGlobals.map((name) => ({ name, message: "domain/ is pure logic: no I/O." }))],
};
const tests = ["**/*.test.{ts,tsx}"];

/**
 * One way to write a form field (docs/decisions/059-form-primitives.md): outside the form
 * primitives a component renders <TextInput>, <TextArea>, <Select>, <Checkbox>, <Radio> and the
 * groups built on them, never the native element, so each control gets the one look and the
 * label/hint/error wiring.
 */
const rawControls = {
  "no-restricted-syntax": [
    "error",
    {
      selector: "JSXOpeningElement[name.name=/^(input|textarea|select)$/]",
      message: "Write form controls with the primitives of src/components/forms (TextInput, TextArea, Select, Checkbox, Radio, RadioGroup...), not a raw <input>, <textarea> or <select>.",
    },
  ],
};

export default tseslint.config(
  { ignores: ["dist", "node_modules", ".local", ".cache", "coverage", "test-results", "playwright-report"] },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "off",
    },
  },
  // Imports flow one way: lib/config/components/content -> entities -> features -> app.
  { files: ["src/**"], rules: restrict(climbingToTests) },
  { files: ["src/lib/**", "src/config/**", "src/content/**"], rules: restrict(lowerLayers, climbingToTests) },
  { files: ["src/components/**"], rules: restrict(lowerLayers, climbingToTests) },
  { files: ["src/components/**"], ignores: tests, rules: restrict(lowerLayers, noBackend, climbingToTests) },
  { files: ["src/app/routes/**", "src/app/layouts/**"], ignores: tests, rules: restrict(noBackend, climbingToTests) },
  ...features.flatMap((feature) => [
    { files: [`src/features/${feature}/**`], rules: restrict(noApp, otherFeatures(feature), climbingOut, climbingToTests) },
    {
      files: [`src/features/${feature}/components/**`],
      ignores: tests,
      rules: restrict(noApp, otherFeatures(feature), climbingOut, noBackend, climbingToTests),
    },
    {
      files: [`src/features/${feature}/domain/**`],
      ignores: tests,
      rules: { ...restrict(noApp, otherFeatures(feature), climbingOut, noReact, noIo, climbingToTests), ...pureGlobals },
    },
  ]),
  // The same three blocks for each entity (src/entities/<name>: what several features share).
  ...entities.flatMap((entity) => [
    { files: [`src/entities/${entity}/**`], rules: restrict(noApp, noFeatures, otherEntities(entity), climbingOut, climbingToTests) },
    {
      files: [`src/entities/${entity}/components/**`],
      ignores: tests,
      rules: restrict(noApp, noFeatures, otherEntities(entity), climbingOut, noBackend, climbingToTests),
    },
    {
      files: [`src/entities/${entity}/domain/**`],
      ignores: tests,
      rules: { ...restrict(noApp, noFeatures, otherEntities(entity), climbingOut, noReact, noIo, climbingToTests), ...pureGlobals },
    },
  ]),
  { files: ["src/**/*.tsx"], ignores: [...tests, "src/components/forms/**"], rules: rawControls },
  { files: ["supabase/functions/_shared/domain/**"], ignores: tests, rules: { ...restrict(noReact, noIo), ...pureGlobals } },
  {
    files: ["supabase/functions/**/index.ts"],
    languageOptions: { globals: { Deno: "readonly" } },
  },
);
