import { createHash } from "node:crypto";

/**
 * Small, fast, seeded randomness for the local stack's generated data: the
 * parcel generator (seeded by numbers) and the demo media's drawings (seeded
 * by text). Every draw depends only on the seed it was made from, so the same
 * parcel index always yields the same record and the same picture name the
 * same SVG (the demo media cache is keyed by that text), on any machine and in
 * any order.
 */

/** Mixes any number of 32-bit integers into one well-spread 32-bit seed. */
export function mixSeed(...parts: number[]): number {
  let hash = 0x9e3779b9;
  for (const part of parts) {
    // Two 16-bit halves, so indexes above 2^32 (never reached) stay distinct.
    hash = Math.imul(hash ^ (part & 0xffff), 0x85ebca6b);
    hash = Math.imul(hash ^ (hash >>> 13) ^ ((part / 0x10000) & 0xffff), 0xc2b2ae35);
    hash ^= hash >>> 16;
  }
  return hash >>> 0;
}

/** A stable 32-bit hash of a string (FNV-1a). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weight: weighted([["a", 3], ["b", 1]]) is "a" three times in four. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
  /** A factor around 1 with a long upper tail (log-normal, sigma as given). */
  spread(sigma: number): number;
}

/** mulberry32: tiny and good enough for synthetic data. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick() from an empty list");
      return item;
    },
    weighted: (choices) => {
      let total = 0;
      for (const [, weight] of choices) total += weight;
      let roll = next() * total;
      for (const [value, weight] of choices) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = choices[choices.length - 1];
      if (last === undefined) throw new Error("weighted() from an empty list");
      return last[0];
    },
    spread: (sigma) => {
      // Box-Muller; 1 - next() keeps the logarithm finite.
      const normal = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
      return Math.exp(sigma * normal);
    },
  };
  return random;
}

/** A generator seeded by text: the first 32 bits (little-endian) of the text's SHA-256. */
export function seededRandom(seed: string): Random {
  return createRandom(createHash("sha256").update(seed).digest().readUInt32LE(0));
}

/** Fisher-Yates, in place, driven by the given randomness. */
export function shuffleInPlace<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    const a = items[i] as T;
    items[i] = items[j] as T;
    items[j] = a;
  }
  return items;
}
