/**
 * Text on the flyer: what the PDF's standard fonts can write, lines wrapped to a width and
 * a size chosen so a text fits its box. Pure: widths come from a `measure` function (the
 * PDF font's own metrics when the flyer is drawn, any function in tests).
 */

/** Width in points of `text` set at `size` points. */
export type MeasureText = (text: string, size: number) => number;

/** The characters of Windows-1252 above ASCII that are not Latin-1 (the standard PDF fonts' WinAnsi encoding). */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

/**
 * The text as the standard fonts can write it (they know WinAnsi only; anything else would
 * make the PDF library throw): whitespace runs become one space, accented letters outside
 * Latin-1 lose their accent ("Łódź" → "Lodz" where a base letter exists), other characters
 * become "?".
 */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const char of text.replace(/\s+/g, " ")) {
    if (isWinAnsi(char)) {
      out += char;
      continue;
    }
    const base = char.normalize("NFKD").replace(/\p{M}+/gu, "");
    const fallback = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ø: "O", ø: "o" }[char];
    if (fallback) out += fallback;
    else if (base && [...base].every(isWinAnsi)) out += base;
    else out += "?";
  }
  return out.trim();
}

/** A word wider than the line, cut into pieces that fit (at least one character each). */
function breakWord(word: string, maxWidth: number, size: number, measure: MeasureText): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const char of word) {
    if (piece && measure(piece + char, size) > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else {
      piece += char;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Greedy word wrap: each line as many whole words as fit in `maxWidth`; a word longer than a line is cut. */
export function wrapText(text: string, maxWidth: number, size: number, measure: MeasureText): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (measure(word, size) <= maxWidth) {
      line = word;
    } else {
      const pieces = breakWord(word, maxWidth, size, measure);
      line = pieces.pop() ?? "";
      lines.push(...pieces);
    }
  }
  if (line) lines.push(line);
  return lines;
}

export const ELLIPSIS = "…";

/** The line cut so that it and an ellipsis fit in `maxWidth`. */
export function truncateLine(line: string, maxWidth: number, size: number, measure: MeasureText): string {
  if (measure(line, size) <= maxWidth) return line;
  let cut = line;
  while (cut.length > 0 && measure(`${cut.trimEnd()}${ELLIPSIS}`, size) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}${ELLIPSIS}`;
}

export interface FitOptions {
  maxWidth: number;
  maxLines: number;
  /** Largest and smallest font size to try, in points, and the step between them. */
  maxSize: number;
  minSize: number;
  step?: number;
}

export interface FittedText {
  size: number;
  lines: string[];
  /** The text did not fit in maxLines even at minSize: the last line ends with an ellipsis. */
  truncated: boolean;
}

/**
 * The largest size (from maxSize down to minSize) at which the text wraps into at most
 * maxLines lines of maxWidth; at minSize a longer text keeps its first maxLines lines, the
 * last one ending with an ellipsis.
 */
export function fitText(text: string, options: FitOptions, measure: MeasureText): FittedText {
  const { maxWidth, maxLines, maxSize, minSize, step = 0.5 } = options;
  for (let size = maxSize; size >= minSize - 1e-9; size -= step) {
    const lines = wrapText(text, maxWidth, size, measure);
    if (lines.length <= maxLines) return { size, lines, truncated: false };
  }
  const lines = wrapText(text, maxWidth, minSize, measure);
  const kept = lines.slice(0, maxLines);
  const last = kept.length - 1;
  if (last >= 0) kept[last] = truncateLine(`${kept[last]}${ELLIPSIS}`, maxWidth, minSize, measure);
  return { size: minSize, lines: kept, truncated: true };
}

/**
 * A URL wrapped to the width without adding characters: broken after a "/" (or, for a part
 * longer than a line, anywhere), so what is printed can be typed back as it reads.
 */
export function wrapUrl(url: string, maxWidth: number, size: number, measure: MeasureText): string[] {
  const parts = url.split(/(?<=\/)/).flatMap((part) => (measure(part, size) > maxWidth ? breakWord(part, maxWidth, size, measure) : [part]));
  const lines: string[] = [];
  let line = "";
  for (const part of parts) {
    if (line && measure(line + part, size) > maxWidth) {
      lines.push(line);
      line = part;
    } else {
      line += part;
    }
  }
  if (line) lines.push(line);
  return lines;
}
