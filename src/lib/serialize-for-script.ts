/**
 * JSON for an inline <script> (JSON-LD, a prerendered page's state): "<" is escaped so no
 * string in the data ("</script>", "<!--") can end the script early, and U+2028/U+2029 so
 * older parsers read it as JSON.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
