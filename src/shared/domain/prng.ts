/**
 * A small deterministic pseudo-random generator (mulberry32) for seeded data: the demo
 * seed, the tool simulator's vehicle lists and the fuzz sweeps, so the same seed always
 * gives the same output and a failure reproduces. Not for anything secret.
 */

/** A generator of numbers in [0, 1) from a 32-bit `seed`. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit seed from a string (e.g. a date), for `mulberry32`. */
export function seedOf(text: string): number {
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
  return h >>> 0;
}
