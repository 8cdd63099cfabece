/**
 * Vitest globalSetup of the "backend" project: one fresh local stack for the
 * run, on free ports, with its data in a new temp directory (deleted at the
 * end) and 2000 generated parcels. Test files read it with inject("stack").
 * The legacy JWT keys are off, as on a hosted project that deactivated them:
 * everything must work with the publishable and secret keys alone
 * (docs/decisions/043).
 */
import type { TestProject } from "vitest/node";
import { startStack } from "../../supabase/local/stack.ts";
import type { StackContext } from "./stack-context.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the gateway's /storage/v1/object/public/<bucket>/<path> files live (tests may write there). */
    storageRoot: string;
  }
}

export default async function setup({ provide }: TestProject): Promise<() => Promise<void>> {
  const stack = await startStack({ ephemeral: true, parcels: 2000, log: "quiet", legacyKeys: false });
  console.log(`backend tests: fresh local stack ready in ${(stack.setup.startMs / 1000).toFixed(1)} s at ${stack.urls.gateway}`);
  const context: StackContext = {
    gatewayUrl: stack.urls.gateway,
    publishableKey: stack.keys.publishable,
    secretKey: stack.keys.secret,
    legacyAnonKey: stack.keys.anon,
    legacyServiceKey: stack.keys.serviceRole,
    postgrestPort: stack.ports.postgrest,
    databaseUrl: stack.databaseUrl,
    mailWebUrl: stack.urls.mailWeb,
    smtpPort: stack.ports.mailSmtp,
  };
  provide("stack", context);
  provide("storageRoot", stack.storageRoot);
  return () => stack.stop();
}
