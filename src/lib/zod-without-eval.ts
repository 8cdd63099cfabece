import { config } from "zod/v4/core";

/**
 * zod compiles its object parsers with `new Function` where eval is allowed, and probes for it
 * the first time an object schema is made; the Content-Security-Policy allows no eval, and a
 * refused probe is reported as a violation (docs/decisions/058-security-headers.md). In
 * `jitless` mode zod parses without compiling and never probes. main.tsx imports this module
 * first, before any schema exists.
 */
config({ jitless: true });
