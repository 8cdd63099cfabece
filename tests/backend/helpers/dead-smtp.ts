import { join } from "node:path";
import { inject } from "vitest";
import { functionEnv, startFunction, waitForFunction } from "../../../supabase/local/functions.ts";
import { functionsDir } from "../../../supabase/local/paths.ts";
import { createLogger, findFreePortBlock, type Child } from "../../../supabase/local/processes.ts";

const stack = inject("stack");

/**
 * An edge function run by Deno as the stack runs it, on the fresh stack's
 * database, but with SMTP pointing at a port where nothing listens: mail is
 * "down" for it (connect ECONNREFUSED), while the stack's own copy of the
 * function still reaches MailDev. `url` is the function itself, not the gateway.
 */
export async function startWithSmtpDown(name: string): Promise<{ url: string; stop: () => Promise<void> }> {
  // Two consecutive free ports: nothing will listen on the first, the function on the second.
  const deadSmtpPort = await findFreePortBlock(2);
  const port = deadSmtpPort + 1;
  const env = functionEnv({
    supabaseUrl: stack.gatewayUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceKey,
    databaseUrl: stack.databaseUrl,
    smtpPort: deadSmtpPort,
  });
  const target = { name, dir: join(functionsDir, name), port };
  const fn: Child = await startFunction(target, env, createLogger("quiet"));
  try {
    await waitForFunction(target, fn);
  } catch (error) {
    await fn.stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}/${name}`, stop: () => fn.stop() };
}
