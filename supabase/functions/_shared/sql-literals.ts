// @ts-types="npm:@types/pg@8.23.1"
import pg from "pg";

/**
 * A statement with its $1, $2, … placeholders replaced by SQL literals, so it can travel in one
 * simple-protocol message together with the statement timeout (docs/decisions/072).
 *
 * Each value becomes what node-postgres would have sent as that parameter (pg.utils.prepareValue:
 * arrays as array literals, objects as JSON, dates with their offset), quoted with
 * pg.escapeLiteral, the library's own quoting, and left untyped: Postgres infers an untyped
 * literal's type from its place exactly as it does an untyped parameter's. Bytes become a hex
 * bytea literal and null becomes NULL. Placeholders inside quoted strings, quoted names, dollar
 * quotes and comments are left alone; a placeholder without a value throws.
 */
export function inlineParameters(sql: string, params: readonly unknown[]): string {
  let out = "";
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    const quoted = /^'(?:[^']|'')*'/.exec(rest) ?? /^"(?:[^"]|"")*"/.exec(rest) ?? /^--[^\n]*/.exec(rest) ?? /^\/\*[\s\S]*?\*\//.exec(rest);
    const dollarTag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(rest);
    if (quoted) {
      out += quoted[0];
      i += quoted[0].length;
    } else if (dollarTag) {
      const end = sql.indexOf(dollarTag[0], i + dollarTag[0].length);
      const stop = end < 0 ? sql.length : end + dollarTag[0].length;
      out += sql.slice(i, stop);
      i = stop;
    } else {
      const placeholder = /^\$(\d+)/.exec(rest);
      if (placeholder) {
        const index = Number(placeholder[1]) - 1;
        if (index < 0 || index >= params.length) throw new RangeError(`The statement uses $${placeholder[1]} but ${params.length} value(s) were given`);
        out += sqlLiteral(params[index]);
        i += placeholder[0].length;
      } else {
        out += sql[i];
        i += 1;
      }
    }
  }
  return out;
}

/** node-postgres's conversion of a parameter to its text form (exported as pg.utils; not in @types/pg). */
const prepareValue = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils.prepareValue;

function sqlLiteral(value: unknown): string {
  const prepared = prepareValue(value);
  if (prepared === null || prepared === undefined) return "NULL";
  if (prepared instanceof Uint8Array) {
    return pg.escapeLiteral(`\\x${Array.from(prepared, (byte) => byte.toString(16).padStart(2, "0")).join("")}`);
  }
  return pg.escapeLiteral(String(prepared));
}
