/**
 * `npm run db:types`: a throwaway local stack with every migration applied, its `public`
 * schema's types written to supabase/functions/_shared/database-types.ts, the stack stopped.
 */
import { writeFileSync } from "node:fs";
import { startStack } from "../../supabase/local/stack.ts";
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from "./generate.ts";

const stack = await startStack({ ephemeral: true, parcels: 100, log: false });
try {
  writeFileSync(new URL(`../../${DATABASE_TYPES_FILE}`, import.meta.url), await generateDatabaseTypes(stack.databaseUrl));
  console.log(`wrote ${DATABASE_TYPES_FILE}`);
} finally {
  await stack.stop();
}
