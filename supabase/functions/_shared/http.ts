import { corsHeaders } from "./cors.ts";

/** One problem with the input: where it is and what is wrong, in words a developer can act on. */
export interface InputProblem {
  path: string;
  message: string;
}

/** The JSON body of every error answer. */
export interface ErrorBody {
  error: string;
  details?: InputProblem[];
}

/** An error that carries the HTTP status and message the caller should see. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: InputProblem[],
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, "Content-Type": "application/json; charset=utf-8", ...headers },
  });
}

export function errorResponse(status: number, error: string, details?: InputProblem[]): Response {
  const body: ErrorBody = details && details.length > 0 ? { error, details } : { error };
  return json(body, status);
}

/**
 * Wraps a handler: answers CORS preflights, allows only the given methods,
 * turns HttpError into its answer and anything else into a logged 500 that
 * reveals nothing internal.
 */
export function withErrorHandling(
  methods: readonly string[],
  handle: (req: Request) => Promise<Response>,
): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === "OPTIONS") return new Response(null, { status: 204, headers: corsHeaders });
    if (!methods.includes(req.method)) {
      return errorResponse(405, `Method ${req.method} not allowed; use ${methods.join(" or ")}`);
    }
    try {
      return await handle(req);
    } catch (err) {
      if (err instanceof HttpError) return errorResponse(err.status, err.message, err.details);
      console.error("Unhandled function error:", err);
      return errorResponse(500, "Something went wrong on our side. Please try again.");
    }
  };
}
