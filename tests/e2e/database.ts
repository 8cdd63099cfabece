import pg from "pg";

/**
 * The e2e stack's database (E2E_DATABASE_URL, set by global-setup or npm test), for checking
 * what the browser's actions stored: one connection per call, closed after it.
 */
export async function withE2eDatabase<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const connectionString = process.env.E2E_DATABASE_URL;
  if (!connectionString) throw new Error("E2E_DATABASE_URL is not set: run through `npx playwright test` (global-setup)");
  const db = new pg.Client({ connectionString });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** The rows of one query against the e2e database (typed by the caller, as pg's own query is). */
export function e2eRows<T extends object = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  return withE2eDatabase(async (db) => (await db.query(sql, params)).rows as T[]);
}
