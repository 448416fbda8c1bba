/**
 * The generator's one source of chance (docs/performance.md, "Scale"): a seeded generator
 * (mulberry32), so a seed and a scale give the same data set every time, ids included. Each kind
 * of data draws from its own stream (`forKind`), so adding a field to one kind changes no other.
 */
export type Random = {
  /** A number in [0, 1). */
  next: () => number;
  /** A whole number from `min` to `max`, both included. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** A Firestore-like document id: 20 letters and digits. */
  id: () => string;
  /** A number around `mean`, never below `min`: for lengths and counts that vary. */
  around: (mean: number, spread: number, min?: number) => number;
};

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit hash of a string (FNV-1a), to derive one stream per kind from the seed. */
function hash(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function random(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)],
    id: () => Array.from({ length: 20 }, () => ID_ALPHABET[Math.floor(next() * ID_ALPHABET.length)]).join(''),
    around: (mean, spread, min = 0) => Math.max(min, Math.round(mean + ((next() + next() + next() - 1.5) * (2 * spread)) / 3)),
  };
}

/** The stream of one kind of data (`developments`, `members`...) for this seed. */
export const forKind = (seed: number, kind: string) => random(hash(`${seed}:${kind}`));
