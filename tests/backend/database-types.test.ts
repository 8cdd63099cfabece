import { readFileSync } from "node:fs";
import { expect, inject, it } from "vitest";
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from "../../scripts/db-types/generate.ts";

const stack = inject("stack");

it("the checked-in database types are those of the migrations (else: npm run db:types)", async () => {
  const fresh = await generateDatabaseTypes(stack.databaseUrl);
  const checkedIn = readFileSync(DATABASE_TYPES_FILE, "utf8");
  expect(checkedIn, `${DATABASE_TYPES_FILE} is stale: run npm run db:types`).toBe(fresh);
}, 60_000);
