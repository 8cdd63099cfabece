/**
 * zod compiles its object parsers with `new Function` where eval is allowed, and probes for it
 * the first time an object schema is made; the Content-Security-Policy allows no eval, and a
 * refused probe is reported as a violation (docs/decisions/058-security-headers.md). In
 * `jitless` mode zod parses without compiling and never probes.
 *
 * zod 4 keeps its configuration on `globalThis.__zod_globalConfig` (zod/v4/core, core.js: the
 * object `z.config()` changes, shared by every copy of zod on the page), and adopts one that
 * exists when it loads; a copy loaded earlier reads the same object. Setting it here, first in main.tsx, turns jitless on before any schema
 * exists without importing zod, which stays out of the first load (src/app/zod-first-load.test.ts).
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
