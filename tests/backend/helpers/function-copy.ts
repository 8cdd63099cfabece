import { join } from "node:path";
import { inject } from "vitest";
import { functionEnv, startFunction, waitForFunction } from "../../../supabase/local/functions.ts";
import { functionsDir } from "../../../supabase/local/paths.ts";
import { createLogger, findFreePortBlock, type Child } from "../../../supabase/local/processes.ts";

const stack = inject("stack");

export interface FunctionCopy {
  /** The function itself, not the gateway. */
  url: string;
  stop: () => Promise<void>;
}

/**
 * A copy of an edge function run by Deno as the stack runs it, on the fresh stack's
 * database and MailDev, with `env` added to (or overriding) its settings: a stand-in for
 * an outside service, a secret the stack's own copy lacks.
 */
export async function startFunctionCopy(
  name: string,
  { env = {}, smtpPort = stack.smtpPort, port }: { env?: Record<string, string>; smtpPort?: number; port?: number } = {},
): Promise<FunctionCopy> {
  const target = { name, dir: join(functionsDir, name), port: port ?? (await findFreePortBlock(1)) };
  const settings = {
    ...functionEnv({
      supabaseUrl: stack.gatewayUrl,
      keys: { publishable: stack.publishableKey, secret: stack.secretKey, anon: stack.legacyAnonKey, serviceRole: stack.legacyServiceKey },
      legacyKeys: false,
      databaseUrl: stack.databaseUrl,
      smtpPort,
    }),
    ...env,
  };
  const fn: Child = await startFunction(target, settings, createLogger("quiet"));
  try {
    await waitForFunction(target, fn);
  } catch (error) {
    await fn.stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${target.port}/${name}`, stop: () => fn.stop() };
}

/**
 * A copy of a function with SMTP pointing at a port where nothing listens: mail is "down"
 * for it (connect ECONNREFUSED), while the stack's own copy still reaches MailDev.
 */
export async function startWithSmtpDown(name: string): Promise<FunctionCopy> {
  // Two consecutive free ports: nothing will listen on the first, the function on the second.
  const deadSmtpPort = await findFreePortBlock(2);
  return startFunctionCopy(name, { smtpPort: deadSmtpPort, port: deadSmtpPort + 1 });
}
