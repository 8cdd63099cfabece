/**
 * Where each part of the local stack listens by default (`npm run dev`).
 * Tests start their own stack on free ports instead.
 */
export const DEFAULT_PORTS = {
  gateway: 54321, // Supabase URL layout: /rest/v1, /functions/v1, /storage/v1
  postgres: 54322,
  mailWeb: 54324, // MailDev web UI
  mailSmtp: 54325, // MailDev SMTP
  postgrest: 54330, // internal, behind the gateway
  functionsBase: 54340, // internal: one Deno process per function, base + index
  vite: 5173,
} as const;

export type StackPorts = { [K in keyof typeof DEFAULT_PORTS]: number };

/**
 * The local JWT secret. Same value as the Supabase CLI's local default: it is
 * public and only ever signs keys for a database on this machine.
 */
export const LOCAL_JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";
