/** The Supabase URL the unit tests run against (vitest.config.ts, project "unit", env). */
export const TEST_SUPABASE_URL = process.env.VITE_SUPABASE_URL ?? "http://supabase.test";
export const restUrl = (table: string) => `${TEST_SUPABASE_URL}/rest/v1/${table}`;
export const rpcUrl = (name: string) => `${TEST_SUPABASE_URL}/rest/v1/rpc/${name}`;
export const functionUrl = (name: string) => `${TEST_SUPABASE_URL}/functions/v1/${name}`;
/** Storage's object routes: upload/delete one (`bucket/path`), bulk delete (`bucket`). */
export const storageObjectUrl = (bucketAndPath: string) => `${TEST_SUPABASE_URL}/storage/v1/object/${bucketAndPath}`;
