/** What the backend tests' global setup hands every test file (vitest `inject("stack")`). */
export interface StackContext {
  /** The gateway, Supabase URL layout: `${gatewayUrl}/rest/v1`, `/functions/v1/<name>`, `/storage/v1/...` */
  gatewayUrl: string;
  anonKey: string;
  serviceKey: string;
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
