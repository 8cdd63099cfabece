import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { UTM_KEYS } from "../domain/visit-log.ts";
import { blogSubscriptionSchema } from "./blog.ts";
import { campaignVisitSchema } from "./campaign-visit.ts";
import { CONTACT_LIMITS, contactMessagePayloadSchema } from "./contact-message.ts";
import { faqFeedbackSchema } from "./faq-feedback.ts";
import { jsonbText, jsonbTextBytes } from "./fields.ts";
import { realtorContactEventSchema } from "./property-showcase.ts";
import { propertySearchLogSchema } from "./property-search-log.ts";
import { serviceRequestPayloadSchema } from "./service-request.ts";
import { SHOWCASE_MEDIA_SECTIONS, showcaseVisitSchema } from "./showcase-visit.ts";
import { siteVisitSchema } from "./site-visit.ts";

/**
 * Schemas and tables agree (the rule: bad input gets a 400 with the schema's message, never a 500 from the table): every CHECK constraint of a table a
 * visitor's values reach (through PostgREST with the anon key, or through a
 * function) is read from the migrations and run, here, against the rows the
 * payload schemas let through. A value the schema accepts must make a row the
 * table accepts, or the function answers 500 where it should answer 400 with
 * the schema's message. Each length or size limit is also tried at its edge:
 * the schema accepts a value at the table's limit (or at its own, tighter limit
 * where the product asks for one, named below) and refuses one just over it.
 * Loosening a schema, or tightening a check, without the other fails here.
 */

// ---------------------------------------------------------------- migrations

const supabaseDir = fileURLToPath(new URL("../../../", import.meta.url));
const migrationsDir = join(supabaseDir, "migrations");
const migrationSql = readdirSync(migrationsDir)
  .filter((file) => file.endsWith(".sql"))
  .sort()
  .map((file) => readFileSync(join(migrationsDir, file), "utf8"));

/** Statements without comments, and the bodies of dollar-quoted functions apart. */
function readStatements(sql: string): { statements: string[]; bodies: string[] } {
  const statements: string[] = [];
  const bodies: string[] = [];
  let current = "";
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    const dollar = /^\$(\w*)\$/.exec(rest);
    if (sql[i] === "'") {
      const end = /^'(?:[^']|'')*'/.exec(rest);
      if (!end) throw new Error("unterminated string in a migration");
      current += end[0];
      i += end[0].length;
    } else if (rest.startsWith("--")) {
      const end = sql.indexOf("\n", i);
      i = end === -1 ? sql.length : end;
    } else if (rest.startsWith("/*")) {
      i = sql.indexOf("*/", i) + 2;
    } else if (dollar) {
      const end = sql.indexOf(dollar[0], i + dollar[0].length);
      bodies.push(sql.slice(i + dollar[0].length, end));
      current += "$body$";
      i = end + dollar[0].length;
    } else if (sql[i] === ";") {
      statements.push(current.trim());
      current = "";
      i += 1;
    } else {
      current += sql[i];
      i += 1;
    }
  }
  if (current.trim()) statements.push(current.trim());
  return { statements, bodies };
}

/** The text inside the parenthesis that opens at `open`. */
function inside(text: string, open: number): string {
  let depth = 0;
  let quoted = false;
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if (char === "'") quoted = !quoted;
    else if (!quoted && char === "(") depth++;
    else if (!quoted && char === ")" && --depth === 0) return text.slice(open + 1, i);
  }
  throw new Error(`unbalanced parenthesis in: ${text.slice(open, open + 80)}`);
}

/** `text` split at the commas outside parentheses and quotes. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "'") quoted = !quoted;
    else if (!quoted && char === "(") depth++;
    else if (!quoted && char === ")") depth--;
    else if (!quoted && depth === 0 && char === ",") {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}

const parsed = migrationSql.map(readStatements);
const statements = parsed.flatMap((file) => file.statements);
const functionBodies = parsed.flatMap((file) => file.bodies);

/** The CHECK constraints in force after every migration: table → constraint name → expression. */
const tableChecks = new Map<string, Map<string, string>>();
function checksOf(table: string): Map<string, string> {
  let checks = tableChecks.get(table);
  if (!checks) tableChecks.set(table, (checks = new Map()));
  return checks;
}
function addDefinition(table: string, item: string) {
  const named = /^constraint\s+(\w+)\s+check\s*\(/i.exec(item);
  if (named) return checksOf(table).set(named[1]!, inside(item, named[0].length - 1));
  const inline = /^(\w+)\s.*?\bcheck\s*\(/is.exec(item);
  if (inline) return checksOf(table).set(`${table}_${inline[1]}_check`, inside(item, inline[0].length - 1));
  if (/\bcheck\s*\(/i.test(item)) throw new Error(`a check this test cannot read: ${item}`);
}
for (const statement of statements) {
  const create = /^create\s+table\s+(?:if\s+not\s+exists\s+)?(?:public\.)?(\w+)\s*\(/i.exec(statement);
  if (create) {
    for (const item of splitTopLevel(inside(statement, create[0].length - 1))) addDefinition(create[1]!, item);
    continue;
  }
  const alter = /^alter\s+table\s+(?:only\s+)?(?:public\.)?(\w+)\s+/i.exec(statement);
  if (alter) {
    for (const action of splitTopLevel(statement.slice(alter[0].length))) {
      const drop = /^drop\s+constraint\s+(?:if\s+exists\s+)?(\w+)/i.exec(action);
      if (drop) checksOf(alter[1]!).delete(drop[1]!);
      else if (/^add\s/i.test(action)) addDefinition(alter[1]!, action.replace(/^add\s+(?:column\s+)?(?:if\s+not\s+exists\s+)?/i, ""));
    }
  }
}

/** Tables a visitor's values are written to: anon may insert, or a function inserts. */
const visitorWrittenTables = new Set<string>();
for (const statement of statements) {
  const grant = /^grant\s+(.+?)\s+on\s+table\s+(?:public\.)?(\w+)\s+to\s+(.+)$/is.exec(statement);
  if (grant && /\b(insert|all)\b/i.test(grant[1]!) && /\banon\b/i.test(grant[3]!)) visitorWrittenTables.add(grant[2]!);
}
for (const body of functionBodies) {
  for (const match of body.matchAll(/\binsert\s+into\s+(?:public\.)?(\w+)/gi)) visitorWrittenTables.add(match[1]!);
}
const functionsDir = join(supabaseDir, "functions");
for (const name of readdirSync(functionsDir)) {
  for (const file of ["handler.ts", "index.ts"]) {
    let source: string;
    try {
      source = readFileSync(join(functionsDir, name, file), "utf8");
    } catch {
      continue;
    }
    for (const match of source.matchAll(/\.from\(\s*["'](\w+)["']\s*\)\s*\.(?:insert|upsert)\(/g)) visitorWrittenTables.add(match[1]!);
  }
}

// ------------------------------------------- the checks, run as Postgres would

type Row = Record<string, unknown>;
/** SQL NULL is null; a CHECK passes unless its value is false. */
type Eval = (row: Row) => unknown;

/**
 * Unicode White_Space: what [:space:] matches under the builtin C.UTF-8 locale
 * the database uses (supabase/local/postgres.ts), U+0085 included.
 */
const POSIX_SPACE = "\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";

function sqlRegex(pattern: string): RegExp {
  const translated = pattern.replace(/\[:(\w+):\]/g, (_, name: string) => {
    if (name !== "space") throw new Error(`[:${name}:] is not modelled here`);
    return POSIX_SPACE;
  });
  return new RegExp(translated, "u");
}

const asText = (value: unknown): string | null =>
  value === null ? null : typeof value === "string" ? value : typeof value === "object" ? jsonbText(value) : String(value);
const codePoints = (value: unknown) => {
  const text = asText(value);
  return text === null ? null : [...text].length;
};

const SQL_FUNCTIONS: Record<string, (...args: unknown[]) => unknown> = {
  length: codePoints,
  char_length: codePoints,
  octet_length: (value) => (value === null ? null : new TextEncoder().encode(asText(value)!).length),
  btrim: (value) => (value === null ? null : asText(value)!.replace(/^ +| +$/g, "")),
  coalesce: (...values) => values.find((value) => value !== null) ?? null,
  left: (value, count) => (value === null ? null : [...asText(value)!].slice(0, Number(count)).join("")),
  lower: (value) => (value === null ? null : asText(value)!.toLowerCase()),
  upper: (value) => (value === null ? null : asText(value)!.toUpperCase()),
  jsonb_typeof: (value) => (value === null ? null : Array.isArray(value) ? "array" : typeof value === "object" ? "object" : typeof value),
  cardinality: (value) => (value === null ? null : (value as unknown[]).length),
};

const and3 = (a: unknown, b: unknown) => (a === false || b === false ? false : a === null || b === null ? null : true);
const or3 = (a: unknown, b: unknown) => (a === true || b === true ? true : a === null || b === null ? null : false);

function compare(op: string, a: unknown, b: unknown): unknown {
  if (a === null || b === null) return null;
  switch (op) {
    case "=":
      return a === b;
    case "<>":
    case "!=":
      return a !== b;
    case "<":
      return (a as number) < (b as number);
    case "<=":
      return (a as number) <= (b as number);
    case ">":
      return (a as number) > (b as number);
    case ">=":
      return (a as number) >= (b as number);
    case "~":
      return sqlRegex(String(b)).test(String(a));
    case "!~":
      return !sqlRegex(String(b)).test(String(a));
  }
  throw new Error(`operator ${op}`);
}

/** Compiles a CHECK expression (the subset the migrations use) and names the columns it reads. */
function compileCheck(sql: string): { test: Eval; columns: Set<string> } {
  const tokens = [...sql.matchAll(/\s*(?:(\d+(?:\.\d+)?)|'((?:[^']|'')*)'|([a-z_]\w*)|(<=|>=|<>|!=|!~|::|[(),=<>~-]))/giy)];
  if (tokens.map((token) => token[0]).join("").trim() !== sql.trim()) throw new Error(`cannot read check: ${sql}`);
  const columns = new Set<string>();
  let at = 0;
  const peek = (offset = 0) => tokens[at + offset]?.[0].trim().toLowerCase();
  const accept = (word: string) => (peek() === word ? (at++, true) : false);
  const expect = (word: string) => {
    if (!accept(word)) throw new Error(`expected ${word} at ${peek()} in: ${sql}`);
  };

  function primary(): Eval {
    const token = tokens[at++];
    if (!token) throw new Error(`check ends early: ${sql}`);
    const [, number, string, word, op] = token;
    if (number !== undefined) return () => Number(number);
    if (string !== undefined) return () => string.replace(/''/g, "'");
    if (op === "(") {
      const inner = or();
      expect(")");
      return inner;
    }
    if (op === "-") {
      const operand = primary();
      return (row) => -(operand(row) as number);
    }
    const name = word?.toLowerCase();
    if (name === "null") return () => null;
    if (name === "true" || name === "false") return () => name === "true";
    if (name && accept("(")) {
      const fn = SQL_FUNCTIONS[name];
      if (!fn) throw new Error(`function ${name}() is not modelled here`);
      const args: Eval[] = [];
      if (!accept(")")) {
        do args.push(or());
        while (accept(","));
        expect(")");
      }
      return (row) => fn(...args.map((arg) => arg(row)));
    }
    if (name) {
      columns.add(name);
      return (row) => row[name] ?? null;
    }
    throw new Error(`unexpected ${token[0]} in: ${sql}`);
  }
  function cast(): Eval {
    let value = primary();
    while (accept("::")) {
      const type = tokens[at++]?.[0].trim().toLowerCase();
      if (type !== "text") throw new Error(`cast to ${type} is not modelled here`);
      const inner = value;
      value = (row) => asText(inner(row));
    }
    return value;
  }
  function comparison(): Eval {
    const left = cast();
    if (accept("is")) {
      const negated = accept("not");
      expect("null");
      return (row) => (left(row) === null) !== negated;
    }
    const negated = peek() === "not" && (peek(1) === "in" || peek(1) === "between") ? (at++, true) : false;
    if (accept("between")) {
      const low = cast();
      expect("and");
      const high = cast();
      return (row) => {
        const result = and3(compare(">=", left(row), low(row)), compare("<=", left(row), high(row)));
        return negated && result !== null ? !result : result;
      };
    }
    if (accept("in")) {
      expect("(");
      const list: Eval[] = [];
      do list.push(cast());
      while (accept(","));
      expect(")");
      return (row) => {
        const value = left(row);
        if (value === null) return null;
        const found = list.some((item) => item(row) === value);
        return negated ? !found : found;
      };
    }
    const op = peek();
    if (op && ["=", "<>", "!=", "<", "<=", ">", ">=", "~", "!~"].includes(op)) {
      at++;
      const right = cast();
      return (row) => compare(op, left(row), right(row));
    }
    return left;
  }
  function not(): Eval {
    if (accept("not")) {
      const operand = not();
      return (row) => {
        const value = operand(row);
        return value === null ? null : !value;
      };
    }
    return comparison();
  }
  function and(): Eval {
    let left = not();
    while (accept("and")) {
      const [a, b] = [left, not()];
      left = (row) => and3(a(row), b(row));
    }
    return left;
  }
  function or(): Eval {
    let left = and();
    while (accept("or")) {
      const [a, b] = [left, and()];
      left = (row) => or3(a(row), b(row));
    }
    return left;
  }
  const test = or();
  if (at !== tokens.length) throw new Error(`cannot read the end of check: ${sql}`);
  return { test, columns };
}

interface LengthLimit {
  column: string;
  unit: "characters" | "bytes";
  /** length(btrim(column)): surrounding spaces do not count. */
  trimmed: boolean;
  min?: number;
  max: number;
}

/** The length and size limits in a check: length(col) <= N, length(btrim(col)) between A and B, octet_length(col::text) <= N, coalesce(length(col), 0) <= N. */
function lengthLimits(sql: string): LengthLimit[] {
  const pattern =
    /\b(octet_length|char_length|length)\(\s*(?:btrim\(\s*(\w+)\s*\)|(\w+)(?:::text)?)\s*\)(?:\s*,\s*0\s*\))?\s*(?:(<=|<)\s*(\d+)|between\s+(\d+)\s+and\s+(\d+))/gi;
  return [...sql.matchAll(pattern)].map(([, fn, trimmedColumn, column, op, bound, low, high]) => ({
    column: (trimmedColumn ?? column)!,
    unit: fn!.toLowerCase() === "octet_length" ? "bytes" : "characters",
    trimmed: trimmedColumn !== undefined,
    ...(low !== undefined ? { min: Number(low), max: Number(high) } : { max: Number(bound) - (op === "<" ? 1 : 0) }),
  }));
}

// ------------------------------------------- which payload feeds which column

interface Field {
  /** Where the column's value is in the payload (dots for nested keys). */
  path: string;
  /** A payload value, valid in every other way, `n` long in the table check's unit (characters, or bytes of jsonb text). */
  sized?: (n: number) => unknown;
  /** For a value the schema bounds by construction (no value of it can reach the table's size limit): its largest form. */
  largest?: () => unknown;
  /** The schema's own limits, tighter than the table's on purpose (the product asks for them); the test holds the schema to them. */
  schemaMin?: number;
  schemaMax?: number;
  /** Values to try: each one the schema accepts must give a row the table accepts. */
  samples: unknown[];
  /** Arbitrary values to try likewise (strings by default). */
  arbitrary?: fc.Arbitrary<unknown>;
}

interface Feed {
  /** What validates the payload: the function's schema, or the app's before its PostgREST insert. */
  schema: z.ZodType;
  valid: Row;
  /** The row inserted for a parsed payload, mapped as the handler (or the app) maps it. */
  row: (payload: never) => Row;
  /** Columns with checks fed by the visitor. */
  fields: Record<string, Field>;
  /** Columns with checks the visitor does not feed (defaults, values the server sets), and why. */
  server?: Record<string, string>;
}

const SESSION_ID = "sv_1763780000000_k3j9x2ab";
/** Session ids are sv_<13 digits>_<6 to 32 letters or digits> (SITE_VISIT_SESSION_ID_PATTERN): 23 to 49 characters. */
const sessionIdLimits = { schemaMin: 23, schemaMax: 49 };
const sessionId = (n: number) => (n < 17 ? "s".repeat(n) : `sv_1763780000000_${"a".repeat(n - 17)}`);
const repeat = (head: string, fill: string) => (n: number) => (n === 0 ? "" : head + fill.repeat(n - 1));
const emailOf = (n: number) => `${"a".repeat(n - 12)}@example.com`;
/** "1920x1080" of `n` characters (at most 11 can be valid). */
const pixelSize = (n: number) => {
  const width = Math.max(1, Math.min(5, n - 2));
  return `${"1".repeat(width)}x${"1".repeat(Math.max(0, n - 1 - width))}`;
};
const TEXT_SAMPLES = ["", "   ", " x ", "\u0085", "\u00a0x\u00a0", "\u0130".repeat(8), "😀", "a\u0000b"];
const EMAIL_SAMPLES = [
  "a@b.co",
  "A.B@Example.COM",
  " a@b.co ",
  "a b@c.de",
  "a\u0085b@c.de",
  "a@c.de\u0085",
  "a\u00a0b@c.de",
  "a\u2003b@c.de",
  "a\u180eb@c.de",
  "a@b",
  "@b.co",
  "a@@b.co",
  "a@b.co\n",
  // Lowercasing makes each İ two characters: 100 fit, 250 do not.
  `${"\u0130".repeat(95)}@x.co`,
  `${"\u0130".repeat(249)}@x.co`,
  `${"a".repeat(239)}\u0130\u0130\u0130@example.com`,
];
const PATH_SAMPLES = ["/", "/services?tab=x", "", "services", "//evil.example/x", " /x", "/\u0085"];
const NUMBER_SAMPLES = [-1, -0.01, 0, 1.5, 86_400, 86_401, 1_000_000, 1e7, 2 ** 31];
const UTM_SAMPLES = [null, {}, { utm_source: "x" }, { utm_source: "" }, [], "x", { utm_source: "é".repeat(256), utm_medium: "é".repeat(256), utm_campaign: "€".repeat(256), utm_term: "€".repeat(256), utm_content: "€".repeat(256) }];

/** A property record whose stored jsonb text is `n` bytes, mostly two-byte characters. */
function propertyDataOfBytes(n: number): Row {
  const room = n - jsonbTextBytes({ note: "" });
  return { note: "é".repeat(Math.floor(room / 2)) + "a".repeat(room % 2) };
}

function setAt(payload: Row, path: string, value: unknown): Row {
  const [key, ...rest] = path.split(".");
  return { ...payload, [key!]: rest.length === 0 ? value : setAt((payload[key!] ?? {}) as Row, rest.join("."), value) };
}

/** The longest string of `char` the schema takes at `path`. */
function longestAccepted(feed: Feed, path: string, char: string): number {
  let [low, high] = [0, 100_000];
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (feed.schema.safeParse(setAt(feed.valid, path, char.repeat(mid))).success) low = mid;
    else high = mid - 1;
  }
  return low;
}

const UUID = "7b0f8a4e-2c1d-4e5f-9a8b-3c2d1e0f4a5b";

const FEEDS: Record<string, Feed> = {
  contact_messages: {
    schema: contactMessagePayloadSchema,
    valid: { firstName: "Dev", lastName: "Patel", email: "dev.patel@example.com", phone: "(973) 555-0120", message: "Do you appraise two-family homes in Newark?" },
    // send-contact-email: handleContactMessage.
    row: (m: z.output<typeof contactMessagePayloadSchema>) => ({
      first_name: m.firstName,
      last_name: m.lastName,
      email: m.email,
      phone: m.phone ? m.phone : null,
      message: m.message,
    }),
    fields: {
      // docs/product.md §2.5: names of 2 to 50 characters, addresses of at most 100, messages of 10 to 1000.
      first_name: { path: "firstName", sized: repeat("A", "a"), schemaMin: CONTACT_LIMITS.nameMin, schemaMax: CONTACT_LIMITS.nameMax, samples: TEXT_SAMPLES },
      last_name: { path: "lastName", sized: repeat("A", "a"), schemaMin: CONTACT_LIMITS.nameMin, schemaMax: CONTACT_LIMITS.nameMax, samples: TEXT_SAMPLES },
      email: { path: "email", sized: emailOf, schemaMax: CONTACT_LIMITS.emailMax, samples: EMAIL_SAMPLES },
      phone: { path: "phone", sized: (n) => "1".repeat(n), samples: ["", "  ", "+1 (908) 555-0134", "123456789012345678901234567890123456789", ` ${"1".repeat(32)} `] },
      message: { path: "message", sized: (n) => "m".repeat(n), schemaMin: CONTACT_LIMITS.messageMin, schemaMax: CONTACT_LIMITS.messageMax, samples: TEXT_SAMPLES },
    },
    server: {
      email_status: "column default, then set by the function",
      email_attempts: "set by the function",
      confirmation_withheld: "set by the function (suspected spam, recipient limit)",
      created_at: "column default now()",
      next_attempt_at: "set by the due-mail job (send-due-mail)",
      claimed_until: "set by the due-mail job's claim",
      failure_reported_at: "set by the due-mail job's failed-lead summary",
      pipeline_status: "column default 'new', then set by an owner (owner_set_lead_status, docs/decisions/055)",
      lost_reason: "set by an owner with the status lost (owner_set_lead_status)",
      owner_notes: "set by an owner (owner_set_lead_notes)",
    },
  },
  service_requests: {
    schema: serviceRequestPayloadSchema,
    valid: {
      isServiceRequest: true,
      firstName: "Maria",
      lastName: "Lopez",
      email: "maria.lopez@example.com",
      phone: "9085550199",
      message: "Refinancing; the lender wants the report by the 15th.",
      serviceType: "appraisal",
      appraisalType: "Refinance",
      propertyAddress: "12 Oak Ridge Rd, Flemington, NJ 08822",
      propertyData: { address: "12 Oak Ridge Rd", countyData: { GIS_PIN: "1009_12_3.01", Sq_Ft: 1800 } },
      selectedPhotographyPackage: null,
      customServices: null,
      basePrice: 475,
      finalPrice: 475,
      discountCode: null,
      utm: { utm_source: "google" },
    },
    // send-contact-email: storeServiceRequest.
    row: (r: z.output<typeof serviceRequestPayloadSchema>) => ({
      first_name: r.firstName,
      last_name: r.lastName,
      email: r.email,
      phone: r.phone,
      message: r.message ?? null,
      service_type: r.serviceType,
      appraisal_type: r.appraisalType ?? null,
      property_address: r.propertyAddress ?? null,
      property_data: r.propertyData ?? null,
      selected_photography_package: r.selectedPhotographyPackage ?? null,
      custom_services: r.customServices ?? null,
      discount_code: r.discountCode ?? null,
      client_base_price: r.basePrice ?? null,
      client_final_price: r.finalPrice ?? null,
      utm: r.utm ?? null,
      session_id: r.sessionId ?? null,
    }),
    fields: {
      first_name: { path: "firstName", sized: repeat("M", "a"), samples: TEXT_SAMPLES },
      last_name: { path: "lastName", sized: repeat("L", "o"), samples: TEXT_SAMPLES },
      email: { path: "email", sized: emailOf, samples: EMAIL_SAMPLES },
      // docs/product.md §1.5: exactly 10 digits, sent digits only.
      phone: { path: "phone", sized: (n) => "9".repeat(n), schemaMin: 10, schemaMax: 10, samples: ["", "(908) 555-0199", "9085550199 "] },
      message: { path: "message", sized: (n) => "m".repeat(n), samples: [null, ...TEXT_SAMPLES] },
      service_type: { path: "serviceType", samples: ["appraisal", "photography", "plumbing", "Appraisal", "", null] },
      appraisal_type: { path: "appraisalType", sized: (n) => "t".repeat(n), samples: [null, ...TEXT_SAMPLES] },
      property_address: { path: "propertyAddress", sized: (n) => "p".repeat(n), samples: [null, ...TEXT_SAMPLES] },
      selected_photography_package: { path: "selectedPhotographyPackage", sized: (n) => "k".repeat(n), samples: [null, ...TEXT_SAMPLES] },
      custom_services: { path: "customServices", samples: [null, [], [{ id: "drone", name: "Drone", price: 150 }], {}, "x", [{ id: "x", name: "y", price: -1 }]] },
      discount_code: { path: "discountCode", samples: [null, { code: "save10", type: "percentage", value: 10 }, [], "SAVE10", {}] },
      utm: { path: "utm", samples: UTM_SAMPLES },
      client_base_price: { path: "basePrice", samples: [null, ...NUMBER_SAMPLES] },
      client_final_price: { path: "finalPrice", samples: [null, ...NUMBER_SAMPLES] },
      // A malformed session id is dropped (null), not refused (docs/decisions/063).
      session_id: { path: "sessionId", samples: [null, "", "abc", SESSION_ID, `${SESSION_ID}${"x".repeat(40)}`, "SV_1763780000000_K3J9X2AB"] },
    },
    server: {
      email_status: "column default, then set by the function",
      email_attempts: "set by the function",
      created_at: "column default now()",
      next_attempt_at: "set by the due-mail job (send-due-mail)",
      claimed_until: "set by the due-mail job's claim",
      failure_reported_at: "set by the due-mail job's failed-lead summary",
      server_base_price: "recomputed by the function",
      server_final_price: "recomputed by the function",
      property_pin: "from the county record the function looks up",
      living_sqft: "from the county record the function looks up",
      living_sqft_source: "set by the function",
      pipeline_status: "column default 'new', then set by an owner (owner_set_lead_status, docs/decisions/055)",
      lost_reason: "set by an owner with the status lost (owner_set_lead_status)",
      owner_notes: "set by an owner (owner_set_lead_notes)",
      price_tier: "recomputed by the function",
      discount_status: "set by the function",
      confirmation_withheld: "set by the function (suspected spam, recipient limit)",
    },
  },
  blog_subscribers: {
    schema: blogSubscriptionSchema,
    valid: { email: "reader@example.com" },
    // The app's subscribeToBlog (PostgREST, anon).
    row: (s: z.output<typeof blogSubscriptionSchema>) => ({ email: s.email, is_active: true }),
    fields: { email: { path: "email", sized: emailOf, samples: EMAIL_SAMPLES } },
  },
  faq_feedback: {
    schema: faqFeedbackSchema,
    valid: { question_id: "appraisal-cost", question: "How much does an appraisal cost?", helpful: true },
    // The app's submitFaqFeedback (PostgREST, anon): the parsed payload is the row.
    row: (f: z.output<typeof faqFeedbackSchema>) => f,
    fields: {
      question_id: { path: "question_id", sized: (n) => "a".repeat(n), samples: [...TEXT_SAMPLES, "Not A Slug", "cost-"] },
      question: { path: "question", sized: (n) => "q".repeat(n), samples: TEXT_SAMPLES },
    },
  },
  analytics_events: {
    schema: realtorContactEventSchema,
    valid: {
      event_type: "realtor_contact_phone",
      page_path: "/showcase/12-oak-ridge-rd",
      event_data: { property_id: UUID, property_slug: "12-oak-ridge-rd", agent_name: "Jane Agent", contact_method: "phone" },
    },
    // The app's logRealtorContact (PostgREST, anon): the parsed event is the row.
    row: (e: z.output<typeof realtorContactEventSchema>) => e,
    fields: {
      event_type: { path: "event_type", samples: ["realtor_contact_phone", "realtor_contact_email", "page_view", "Realtor_contact_phone", "", null] },
      page_path: { path: "page_path", sized: repeat("/", "p"), samples: PATH_SAMPLES },
      event_data: {
        path: "event_data",
        // Every text at its longest, of the character whose jsonb text is longest (\u0001 prints as 6 bytes).
        largest: () => {
          const feed = FEEDS.analytics_events!;
          const data = { ...(feed.valid.event_data as Row) };
          for (const key of ["property_slug", "agent_name"]) data[key] = "\u0001".repeat(longestAccepted(feed, `event_data.${key}`, "\u0001"));
          return data;
        },
        samples: [null, {}, [], { property_id: UUID, property_slug: null, agent_name: "é".repeat(120), contact_method: "email" }],
      },
    },
  },
  site_visits: {
    schema: siteVisitSchema,
    valid: {
      page_path: "/services?utm_source=google",
      referrer: "https://www.google.com/",
      session_id: SESSION_ID,
      time_on_page_seconds: 3,
      previous_page: "/",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring",
      screen_resolution: "1920x1080",
      viewport_size: "1280x720",
      language: "en-US",
    },
    // log_site_visit() (migration 20261123002001) takes each column from the key of the same name.
    row: (v: z.output<typeof siteVisitSchema>) => v,
    fields: {
      page_path: { path: "page_path", sized: repeat("/", "p"), samples: PATH_SAMPLES },
      referrer: { path: "referrer", sized: (n) => "r".repeat(n), samples: [null, ...TEXT_SAMPLES] },
      session_id: { path: "session_id", sized: sessionId, ...sessionIdLimits, samples: ["", "abc", SESSION_ID] },
      time_on_page_seconds: { path: "time_on_page_seconds", samples: NUMBER_SAMPLES },
      previous_page: { path: "previous_page", sized: (n) => "/".repeat(n), samples: [null, ...TEXT_SAMPLES] },
      ...Object.fromEntries(UTM_KEYS.map((key) => [key, { path: key, sized: (n: number) => "u".repeat(n), samples: [null, ...TEXT_SAMPLES] }])),
      screen_resolution: { path: "screen_resolution", sized: pixelSize, schemaMax: 11, samples: [null, "", "big", "99999x99999"] },
      viewport_size: { path: "viewport_size", sized: pixelSize, schemaMax: 11, samples: [null, "", "big", "99999x99999"] },
      // BCP 47 language tags are at most 35 characters.
      language: { path: "language", sized: (n) => "e".repeat(n), schemaMax: 35, samples: [null, ...TEXT_SAMPLES] },
    },
  },
  campaign_visits: {
    schema: campaignVisitSchema,
    valid: {
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring",
      referrer: "https://www.google.com/",
      session_id: SESSION_ID,
      landing_path: "/services?utm_source=google",
    },
    // log-campaign-visit: { ...visit, ip_hash }.
    row: (v: z.output<typeof campaignVisitSchema>) => v,
    fields: {
      ...Object.fromEntries(UTM_KEYS.map((key) => [key, { path: key, sized: (n: number) => "u".repeat(n), samples: [null, ...TEXT_SAMPLES] }])),
      referrer: { path: "referrer", sized: (n) => "r".repeat(n), samples: [null, ...TEXT_SAMPLES] },
      session_id: { path: "session_id", sized: sessionId, schemaMax: sessionIdLimits.schemaMax, samples: ["", "abc", SESSION_ID] },
      landing_path: { path: "landing_path", sized: repeat("/", "l"), samples: [null, ...PATH_SAMPLES] },
    },
    server: { ip_hash: "the function's keyed hash of the caller's address (64 hex digits)" },
  },
  showcase_visits: {
    schema: showcaseVisitSchema,
    valid: {
      propertyId: UUID,
      propertySlug: "12-oak-ridge-rd",
      propertyAddress: "12 Oak Ridge Rd",
      agentName: "Jane Agent",
      pagePath: "/showcase/12-oak-ridge-rd",
      sessionId: SESSION_ID,
      timeOnPage: 42,
      mediaViewed: { photos: true },
      utmParams: { utm_source: "newsletter" },
    },
    // log-showcase-visit; the agent's name is the visitor's when the showcase has no agent.
    row: (v: z.output<typeof showcaseVisitSchema>) => ({
      property_id: v.propertyId,
      agent_name: v.agentName,
      page_path: v.pagePath,
      session_id: v.sessionId,
      time_on_page: v.timeOnPage,
      media_viewed: v.mediaViewed,
      utm_params: v.utmParams,
      via: v.via,
      referrer_host: v.referrer,
    }),
    fields: {
      agent_name: { path: "agentName", sized: (n) => "a".repeat(n), samples: [null, ...TEXT_SAMPLES] },
      page_path: { path: "pagePath", sized: repeat("/", "p"), samples: PATH_SAMPLES },
      session_id: { path: "sessionId", sized: sessionId, schemaMax: sessionIdLimits.schemaMax, samples: ["", "abc", SESSION_ID] },
      time_on_page: { path: "timeOnPage", samples: NUMBER_SAMPLES },
      media_viewed: {
        path: "mediaViewed",
        largest: () => Object.fromEntries(SHOWCASE_MEDIA_SECTIONS.map((section) => [section, false])),
        samples: [null, {}, [], { photos: "yes" }, { other: "x".repeat(5000) }],
      },
      utm_params: {
        path: "utmParams",
        // Campaign tags only (decision 045): five of at most 64 ASCII characters.
        largest: () => Object.fromEntries(UTM_KEYS.map((key) => [key, "a".repeat(64)])),
        samples: UTM_SAMPLES,
        arbitrary: fc.record(Object.fromEntries(UTM_KEYS.map((key) => [key, fc.string({ unit: "binary", maxLength: 256 })]))),
      },
      via: { path: "via", samples: ["page", "mls", "MLS", "flyer", "", null, 1] },
      // Only the referrer's host is stored: the schema keeps a host that fits, else null.
      referrer_host: {
        path: "referrer",
        largest: () => `https://${"a".repeat(249)}.com/some/path?q=1`,
        samples: [
          null,
          "",
          "https://www.Zillow.com/x",
          "https://a_b.example/",
          "http://[::1]:8080/",
          "https://bücher.example/",
          "https://a!b$c*d.example/",
          `https://${"a".repeat(300)}.com/`,
          "android-app://com.google.android.gm/",
          "not a url",
          ...TEXT_SAMPLES,
        ],
        arbitrary: fc.oneof(fc.webUrl(), fc.string()),
      },
    },
    server: {
      property_slug: "the showcase's own slug, read by the function",
      property_address: "the showcase's own address, read by the function",
      ip_hash: "the function's keyed hash of the caller's address (64 hex digits)",
    },
  },
  property_searches: {
    schema: propertySearchLogSchema,
    valid: { propertyData: { address: "12 Oak Ridge Rd", countyData: { GIS_PIN: "1009_12_3.01" } }, serviceRequested: false, sessionId: SESSION_ID },
    // log-property-search.
    row: (s: z.output<typeof propertySearchLogSchema>) => ({ property_data: s.propertyData, session_id: s.sessionId ?? null }),
    fields: {
      property_data: {
        path: "propertyData",
        sized: propertyDataOfBytes,
        samples: [{}, [], { a: 1e300 }, { a: Array.from({ length: 2000 }, () => 1e300) }, { note: "😀".repeat(4000) }, { note: "\u0001".repeat(3000) }],
        arbitrary: fc.dictionary(fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 2 })),
      },
      session_id: { path: "sessionId", sized: (n) => "s".repeat(n), samples: [null, ...TEXT_SAMPLES] },
    },
    server: {
      gis_pin: "taken from the record by the function, cut to 64 characters",
      address: "taken from the record by the function, cut to 512 characters",
      county: "taken from the record by the function, cut to 100 characters",
    },
  },
};

/** Tables written from a visitor's request that hold no value of the visitor's own. */
const NOT_FROM_VISITOR_VALUES: Record<string, string> = {
  log_rate_limits: "consume_log_quota() stores a fixed scope and left(subject, 128) (renamed rate_limit_counters)",
  rate_limit_counters: "consume_rate_limit() stores a scope made of its rule and left(subject, 128): an id or a keyed hash",
  report_key_failures: "showcase_report() stores its own HMAC of the caller's address and a count",
  showcase_report_keys: "a trigger stores a new random key for each new showcase",
  agent_report_mail: "a trigger stores a new random opt-out token for each new agent",
  showcase_report_mails: "claim_weekly_report_mail() stores a showcase id, a week and counters",
  business_busy_times: "replace_business_busy_times() stores the times of the owner's own calendar (BUSINESS_CALENDAR_ICS_URL), never a visitor's values (docs/decisions/051)",
  business_calendar_imports: "import-business-calendar records its own fetch or parse error of the owner's calendar (docs/decisions/051)",
  appointment_mails: "queue_appointment_reminders() and manage-appointment store an appointment's id, SEQUENCE and times and fixed kinds (docs/decisions/050)",
  lead_status_changes: "owner_set_lead_status() stores an owner's status change of a lead, checked against the pipeline (docs/decisions/055)",
  owner_audit_log: "private.record_owner_change() stores what an owner at aal2 changed, before and after (docs/decisions/055)",
  booking_blocked_days: "owner_block_day() stores a day an owner at aal2 closes (docs/decisions/056)",
  booking_hours: "owner_save_booking_rules() stores the hours an owner at aal2 sets, checked whole (docs/decisions/056)",
  quote_steps:
    "log_quote_step() refuses (22023) a session id not of the site-visit form and a step other than 'opened' or 'priced' before it stores them: the table's two checks, in the function (docs/decisions/063)",
  campaign_landing_days: "a trigger on campaign_visits counts a session's landing per day, campaign, source and medium (docs/decisions/063)",
  campaign_report_links: "owner_create_campaign_link() stores the campaigns an owner at aal2 chose and a random key (docs/decisions/063)",
  service_pricing: "owner_set_service_prices() stores the prices an owner at aal2 sets, checked whole, refusing (22023) what the table would (docs/decisions/071)",
  service_price_changes: "owner_set_service_prices() stores a tier's old and new price, checked before (docs/decisions/071)",
  discount_codes: "owner_create_discount_code() refuses (22023) a code, kind, value, window, use count or service list the table would, before it stores them (docs/decisions/071)",
  discount_code_uses: "redeem_discount_code() stores a code's id and a stored request's id, never a visitor's value (docs/decisions/071)",
  blog_posts: "owner_save_blog_post() and owner_publish_blog_post() store what an owner at aal2 wrote, checked field by field with the table's limits (docs/decisions/070)",
  property_showcases: "owner_save_showcase() stores what an owner at aal2 typed, each field checked or refused with 22023 (docs/decisions/069)",
  agents: "owner_save_agent() stores an agent an owner at aal2 typed, each field checked or refused with 22023 (docs/decisions/069)",
  showcase_photos: "owner_set_showcase_photos() stores an owner's photo list, checked whole first (docs/decisions/069)",
  showcase_publish_mails: "owner_publish_showcase() queues a showcase's id; send-due-mail records its outcome (docs/decisions/069)",
};

// ---------------------------------------------------------------------- tests

interface Outcome {
  accepted: boolean;
  issuePaths: string[];
  row?: Row;
  /** The checks the row breaks. */
  broken: string[];
}

const compiled = new Map<string, { name: string; test: Eval; columns: Set<string>; sql: string }[]>();
function checksFor(table: string) {
  let list = compiled.get(table);
  if (!list) {
    list = [...(tableChecks.get(table) ?? new Map<string, string>())].map(([name, sql]) => ({ name, sql, ...compileCheck(sql) }));
    compiled.set(table, list);
  }
  return list;
}

function attempt(table: string, payload: unknown): Outcome {
  const feed = FEEDS[table]!;
  const parsedPayload = feed.schema.safeParse(payload);
  if (!parsedPayload.success) return { accepted: false, issuePaths: parsedPayload.error.issues.map((issue) => issue.path.join(".")), broken: [] };
  const row = (feed.row as (payload: unknown) => Row)(parsedPayload.data);
  const broken = checksFor(table)
    .filter((check) => [...check.columns].some((column) => column in feed.fields))
    .filter((check) => check.test(row) === false)
    .map((check) => check.name);
  return { accepted: true, issuePaths: [], row, broken };
}

const show = (value: unknown) => {
  // Characters outside printable ASCII written as escapes: an odd space must show in the failure.
  const text = (JSON.stringify(value) ?? String(value)).replace(/[^\x20-\x7e]/gu, (char) => `\\u{${char.codePointAt(0)!.toString(16)}}`);
  return text.length > 120 ? `${text.slice(0, 120)}… (${text.length} characters)` : text;
};

/** A schema may refuse anything; whatever it accepts, the table must accept too. */
function expectTableAccepts(table: string, payload: unknown) {
  const outcome = attempt(table, payload);
  if (outcome.accepted) expect(outcome.broken, `${table}: ${show(payload)} passes the schema but breaks`).toEqual([]);
}

describe("the migrations as this test reads them", () => {
  it("finds the checks it knows of, and the tables visitors write to", () => {
    expect(tableChecks.get("contact_messages")?.get("contact_messages_phone_length")).toMatch(/^phone is null or length\(phone\) <= \d+$/);
    expect(tableChecks.get("service_requests")?.get("service_requests_email_status_known")).toContain("'retry'");
    expect(tableChecks.get("rate_limit_rules")?.has("rate_limit_rules_window_seconds_range")).toBe(true);
    expect(lengthLimits("coalesce(length(utm_source), 0) <= 256 and length(btrim(x)) between 1 and 100")).toEqual([
      { column: "utm_source", unit: "characters", trimmed: false, max: 256 },
      { column: "x", unit: "characters", trimmed: true, min: 1, max: 100 },
    ]);
  });

  it("maps every table a visitor's values are written to (anon inserts, function inserts)", () => {
    expect([...visitorWrittenTables].sort()).toEqual([...Object.keys(FEEDS), ...Object.keys(NOT_FROM_VISITOR_VALUES)].sort());
  });

  it("prints jsonb as PostgreSQL 17 does (outputs taken from psql)", () => {
    expect(jsonbText({ a: [1, 2.5, -0.001], bc: { x: 'é\u0001"\\/€😀' }, def: null, ghij: true })).toBe(
      '{"a": [1, 2.5, -0.001], "bc": {"x": "é\\u0001\\"\\\\/€😀"}, "def": null, "ghij": true}',
    );
    expect(jsonbText({ a: 1e21, b: 1.5e-7, c: -2.5e25, d: 5e-324 })).toBe(
      `{"a": 1000000000000000000000, "b": 0.00000015, "c": -25000000000000000000000000, "d": 0.${"0".repeat(323)}5}`,
    );
    expect(jsonbTextBytes({ a: 1e300 })).toBe(308);
  });
});

describe.each(Object.keys(FEEDS))("%s: the schema refuses what the table refuses", (table) => {
  const feed = FEEDS[table]!;
  const checks = checksFor(table);
  const limits = checks.flatMap((check) => lengthLimits(check.sql)).filter((limit) => limit.column in feed.fields);

  it("takes a valid payload, and the table takes its row", () => {
    const outcome = attempt(table, feed.valid);
    expect(outcome.issuePaths).toEqual([]);
    expect(outcome.broken).toEqual([]);
  });

  it("knows where every column with a check comes from", () => {
    expect(checks.length).toBeGreaterThan(0);
    for (const check of checks) {
      for (const column of check.columns) {
        expect(column in feed.fields || column in (feed.server ?? {}), `${check.name} reads ${column}: map it to a payload field or to server`).toBe(true);
      }
    }
    for (const column of Object.keys(feed.fields)) {
      expect(checks.some((check) => check.columns.has(column)), `${column} has no check on ${table}`).toBe(true);
    }
  });

  it.each(limits.map((limit) => [`${limit.column}: ${limit.min ?? 0} to ${limit.max} ${limit.unit}`, limit] as const))(
    "%s",
    (_label, limit) => {
      const field = feed.fields[limit.column]!;
      const at = (n: number) => attempt(table, setAt(feed.valid, field.path, field.sized!(n)));
      const expectRefused = (n: number) =>
        expect(at(n).issuePaths, `${field.path} of ${n} ${limit.unit} must be refused`).toContain(field.path);
      const expectAccepted = (n: number) => {
        const outcome = at(n);
        expect(outcome.issuePaths, `${field.path} of ${n} ${limit.unit} must be accepted`).toEqual([]);
        expect(outcome.broken).toEqual([]);
      };

      if (field.largest) {
        expect(field.sized, `${limit.column}: give sized or largest, not both`).toBeUndefined();
        const largest = field.largest();
        const outcome = attempt(table, setAt(feed.valid, field.path, largest));
        expect(outcome.issuePaths).toEqual([]);
        expect(outcome.broken, `the largest ${field.path} the schema takes (${jsonbTextBytes(largest)} bytes) must fit`).toEqual([]);
        return;
      }
      expect(field.sized, `${limit.column} has a ${limit.unit} limit: give the field sized(n)`).toBeDefined();

      expectRefused(limit.max + 1);
      if (field.schemaMax === undefined) {
        expectAccepted(limit.max);
      } else {
        expect(field.schemaMax, "schemaMax is for a limit tighter than the table's").toBeLessThan(limit.max);
        expectAccepted(field.schemaMax);
        expectRefused(field.schemaMax + 1);
      }
      if (limit.min !== undefined && limit.min > 0) {
        expectRefused(limit.min - 1);
        if (field.schemaMin === undefined) {
          expectAccepted(limit.min);
        } else {
          expect(field.schemaMin, "schemaMin is for a limit tighter than the table's").toBeGreaterThan(limit.min);
          expectAccepted(field.schemaMin);
          expectRefused(field.schemaMin - 1);
        }
        if (limit.trimmed) {
          expect(attempt(table, setAt(feed.valid, field.path, " ".repeat(limit.min + 2))).issuePaths).toContain(field.path);
        }
      }
    },
  );

  it("gives the table only rows it accepts, for odd and arbitrary values", () => {
    for (const [column, field] of Object.entries(feed.fields)) {
      for (const sample of field.samples) expectTableAccepts(table, setAt(feed.valid, field.path, sample));
      const near = limits
        .filter((limit) => limit.column === column && field.sized && typeof field.sized(limit.max) === "string")
        .map((limit) =>
          fc
            .record({ n: fc.integer({ min: Math.max(1, limit.max - 2), max: limit.max + 2 }), at: fc.nat(), insert: fc.string({ unit: "binary", minLength: 1, maxLength: 2 }) })
            .map(({ n, at, insert }) => {
              const text = String(field.sized!(n));
              const index = 1 + (at % text.length);
              return text.slice(0, index) + insert + text.slice(index);
            }),
        );
      const arbitrary = field.arbitrary ?? fc.oneof(fc.string({ unit: "binary", maxLength: 40 }), fc.string({ unit: "grapheme", maxLength: 40 }), ...near);
      fc.assert(
        fc.property(arbitrary, (value) => expectTableAccepts(table, setAt(feed.valid, field.path, value))),
        { numRuns: 60 },
      );
    }
  });
});
