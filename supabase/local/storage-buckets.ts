/**
 * The local gateway's storage tables, as hosted Storage reads and writes them
 * (decision 042, decision 068):
 *   * which buckets it may serve public objects from: the rows of
 *     storage.buckets with public = true, looked up per request (a bucket
 *     made or made private by a migration or by hand counts at once);
 *   * a bucket's upload limits (file_size_limit, allowed_mime_types);
 *   * transactions in which an object's row is written or deleted under the
 *     caller's role and claims (asCaller), so the policies on storage.objects
 *     decide, as Storage connects to the database and does itself.
 */
import pg from "pg";

export interface BucketLimits {
  id: string;
  public: boolean;
  /** Bytes; null when the bucket sets none. */
  fileSizeLimit: number | null;
  /** null or empty when the bucket takes any type. */
  allowedMimeTypes: string[] | null;
}

/** The roles a verified JWT may act as (Storage's own list: anything else is refused). */
export type StorageRole = "anon" | "authenticated" | "service_role";

export interface StorageTransaction {
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
  /** From here on, the transaction acts as this role with these claims (set_config(..., true), as PostgREST and Storage do). */
  asCaller(role: StorageRole, claims: Record<string, unknown>): Promise<void>;
}

export interface StorageDatabase {
  isPublic(bucket: string): Promise<boolean>;
  bucket(id: string): Promise<BucketLimits | null>;
  /** Runs work in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: StorageTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A small pool on the local database; it connects on the first lookup, so it may be made before Postgres is up. */
export function storageDatabase(databaseUrl: string): StorageDatabase {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, idleTimeoutMillis: 10_000 });
  pool.on("error", () => undefined); // an idle client lost while the database stops; the next lookup reconnects
  return {
    async isPublic(bucket) {
      const result = await pool.query<{ public: boolean | null }>("select public from storage.buckets where id = $1", [bucket]);
      return result.rows[0]?.public === true;
    },
    async bucket(id) {
      const result = await pool.query<{ id: string; public: boolean | null; file_size_limit: string | null; allowed_mime_types: string[] | null }>(
        "select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1",
        [id],
      );
      const row = result.rows[0];
      if (!row) return null;
      return {
        id: row.id,
        public: row.public === true,
        fileSizeLimit: row.file_size_limit === null ? null : Number(row.file_size_limit),
        allowedMimeTypes: row.allowed_mime_types,
      };
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const tx: StorageTransaction = {
          query: (text, values) => client.query(text, values),
          async asCaller(role, claims) {
            await client.query(
              "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)",
              [role, JSON.stringify(claims), typeof claims.sub === "string" ? claims.sub : ""],
            );
          },
        };
        const result = await work(tx);
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
