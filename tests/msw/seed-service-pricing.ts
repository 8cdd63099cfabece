import { readFileSync } from "node:fs";
import { resolve } from "node:path";

/**
 * The service_pricing rows supabase/seed.sql inserts, read from the seed itself: the unit
 * tests' mock rows (./service-pricing-handlers.ts) and the check that the seed and the
 * service catalogue agree (tests/unit/service-catalogue-seed.test.ts). It reads the seed's
 * one statement for the table, written as
 *
 *   insert into public.service_pricing (...) select ... from (values (<per service>), ...)
 *   as s(<column names>) cross join lateral (values ('<tier>', s.<column>), ...) as t(...);
 *
 * and throws, naming what it missed, when the seed is written another way.
 */

export interface SeedPricingRow {
  service_id: string;
  service_name: string;
  description: string;
  tier_name: string;
  price: number;
}

type Token = { kind: "string" | "number" | "word" | "punct"; text: string };

/**
 * The tokens of the statement that starts with `insert into <table>`, up to its semicolon:
 * 'text' (with '' for a quote), numbers, words (a.b stays one word), any other character
 * alone; whitespace and -- comments dropped.
 */
function statementTokens(sql: string, table: string): Token[] {
  const start = sql.search(new RegExp(`insert\\s+into\\s+${table.replaceAll(".", "\\.")}\\b`, "i"));
  if (start < 0) throw new Error(`seed.sql: no insert into ${table}`);
  const tokens: Token[] = [];
  const pattern = /\s+|--[^\n]*|'((?:[^']|'')*)'|(\d+(?:\.\d+)?)|([A-Za-z_][\w.]*)|(\S)/gy;
  pattern.lastIndex = start;
  for (let match = pattern.exec(sql); match; match = pattern.exec(sql)) {
    if (match[1] !== undefined) tokens.push({ kind: "string", text: match[1].replaceAll("''", "'") });
    else if (match[2] !== undefined) tokens.push({ kind: "number", text: match[2] });
    else if (match[3] !== undefined) tokens.push({ kind: "word", text: match[3].toLowerCase() });
    else if (match[4] === ";") return tokens;
    else if (match[4] !== undefined) tokens.push({ kind: "punct", text: match[4] });
  }
  throw new Error(`seed.sql: the insert into ${table} does not end with ;`);
}

/** The parenthesised tuples of a `values (...), (...)` list starting at `tokens[at]`, and where the list ends. */
function tuplesAt(tokens: Token[], at: number): { tuples: Token[][]; end: number } {
  const tuples: Token[][] = [];
  let index = at;
  while (tokens[index]?.text === "(") {
    const tuple: Token[] = [];
    for (index += 1; tokens[index] && tokens[index]!.text !== ")"; index += 1) {
      if (tokens[index]!.text !== ",") tuple.push(tokens[index]!);
    }
    tuples.push(tuple);
    index += 1;
    if (tokens[index]?.text !== ",") break;
    index += 1;
  }
  return { tuples, end: index };
}

/** The column names of `as <alias>(a, b, ...)` at `tokens[at]`. */
function aliasColumnsAt(tokens: Token[], at: number): string[] {
  if (tokens[at]?.text !== "as" || tokens[at + 2]?.text !== "(") throw new Error("seed.sql: service_pricing values without `as s(<columns>)`");
  const columns: string[] = [];
  for (let index = at + 3; tokens[index] && tokens[index]!.text !== ")"; index += 1) {
    if (tokens[index]!.kind === "word") columns.push(tokens[index]!.text);
  }
  return columns;
}

/** Every service_pricing row the seed inserts, in the seed's order (service by service, tier by tier). */
export function parseSeedServicePricing(sql: string): SeedPricingRow[] {
  const statement = statementTokens(sql, "public.service_pricing");
  const valuesAt = (from: number) => statement.findIndex((token, index) => index >= from && token.text === "values");

  const services = tuplesAt(statement, valuesAt(0) + 1);
  const columns = aliasColumnsAt(statement, services.end + 1);
  const tiers = tuplesAt(statement, valuesAt(services.end) + 1);
  if (services.tuples.length === 0 || tiers.tuples.length === 0) throw new Error("seed.sql: service_pricing has no values lists");

  const column = (name: string) => {
    const index = columns.indexOf(name);
    if (index < 0) throw new Error(`seed.sql: service_pricing values have no column ${name}`);
    return index;
  };
  return services.tuples.flatMap((service) =>
    tiers.tuples.map(([tierName, priceColumn]) => {
      const price = service[column(priceColumn!.text.replace(/^s\./, ""))];
      if (tierName?.kind !== "string" || price?.kind !== "number") throw new Error(`seed.sql: cannot read the ${tierName?.text} price of ${service[0]?.text}`);
      return {
        service_id: service[column("service_id")]!.text,
        service_name: service[column("service_name")]!.text,
        description: service[column("description")]!.text,
        tier_name: tierName.text,
        price: Number(price.text),
      };
    }),
  );
}

/** The rows of the repository's supabase/seed.sql (Vitest runs from the repository root). */
export const SEED_SERVICE_PRICING: readonly SeedPricingRow[] = parseSeedServicePricing(
  readFileSync(resolve(process.cwd(), "supabase/seed.sql"), "utf8"),
);
