/**
 * Which buckets the gateway may serve public objects from: the rows of
 * storage.buckets with public = true, looked up per request (a bucket made or
 * made private by a migration or by hand counts at once), as hosted Storage
 * does before serving /storage/v1/object/public/<bucket>/... (decision 042).
 */
import pg from "pg";

export interface PublicBuckets {
  isPublic(bucket: string): Promise<boolean>;
  close(): Promise<void>;
}

/** A small pool on the local database; it connects on the first lookup, so it may be made before Postgres is up. */
export function publicBuckets(databaseUrl: string): PublicBuckets {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, idleTimeoutMillis: 10_000 });
  pool.on("error", () => undefined); // an idle client lost while the database stops; the next lookup reconnects
  return {
    async isPublic(bucket) {
      const result = await pool.query<{ public: boolean | null }>("select public from storage.buckets where id = $1", [bucket]);
      return result.rows[0]?.public === true;
    },
    close: () => pool.end(),
  };
}
