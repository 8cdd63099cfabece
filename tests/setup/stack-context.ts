/** What the backend tests' global setup hands every test file (vitest `inject("stack")`). */
export interface StackContext {
  /** The gateway, Supabase URL layout: `${gatewayUrl}/rest/v1`, `/functions/v1/<name>`, `/storage/v1/...` */
  gatewayUrl: string;
  /** The publishable key (`sb_publishable_…`): the anon role. */
  publishableKey: string;
  /** The secret key (`sb_secret_…`): the service role. */
  secretKey: string;
  /**
   * The legacy JWT keys, which this stack refuses (it runs with legacyKeys: false, so
   * nothing can quietly depend on them; docs/decisions/043).
   */
  legacyAnonKey: string;
  legacyServiceKey: string;
  /** PostgREST itself, behind the gateway (for a second gateway with other options). */
  postgrestPort: number;
  /** Superuser connection string of the fresh database (for asserting rows). */
  databaseUrl: string;
  /** MailDev web/API base URL, e.g. http://127.0.0.1:PORT (GET /email lists messages). */
  mailWebUrl: string;
  smtpPort: number;
}

declare module "vitest" {
  export interface ProvidedContext {
    stack: StackContext;
  }
}
