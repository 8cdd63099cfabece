/** One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break; empty for null. */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  const text = String(value);
  // A cell a spreadsheet would run as a formula starts with a quote mark (OWASP CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of cells as a CSV file's text: CRLF between rows and after the last. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
