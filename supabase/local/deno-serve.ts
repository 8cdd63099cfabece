/**
 * Runs one edge function on a port we choose (Deno, not Node).
 *
 *   deno run --config <fn>/deno.json supabase/local/deno-serve.ts <fn dir>   (env PORT)
 *
 * A function's index.ts is `Deno.serve(handler)`, which would listen on
 * Deno's default port; here we import its handler.ts instead (named export
 * `handler`, what index.ts serves) and serve that on 127.0.0.1:PORT.
 */

// Just the part of Deno's API used here, so the repo's Node typecheck accepts this file.
declare const Deno: {
  args: string[];
  env: { get(name: string): string | undefined };
  exit(code: number): never;
  serve(
    options: { hostname: string; port: number; onListen?: (address: { hostname: string; port: number }) => void },
    handler: (request: Request) => Response | Promise<Response>,
  ): unknown;
};

const dir = Deno.args[0];
const port = Number(Deno.env.get("PORT"));
if (!dir || !Number.isInteger(port) || port <= 0) {
  console.error("usage: PORT=<port> deno run ... deno-serve.ts <function dir>");
  Deno.exit(2);
}

const handlerUrl = `file://${dir.split("/").map(encodeURIComponent).join("/")}/handler.ts`;
const mod: Record<string, unknown> = await import(handlerUrl);
const handler = mod.handler;
if (typeof handler !== "function") {
  console.error(`${dir}/handler.ts must export \`handler\`: (req: Request) => Promise<Response>`);
  Deno.exit(1);
}

Deno.serve(
  { hostname: "127.0.0.1", port, onListen: () => undefined },
  handler as (request: Request) => Response | Promise<Response>,
);
