/**
 * Seeded randomness. Two kinds:
 * - `Random`: a sequential stream (mulberry32) for things drawn once, e.g. cell offsets.
 * - `hashUnit` / `valueNoise`: pure functions of (seed, stream, time), so weather, clouds and load
 *   noise do not depend on the step size or on how often the site was stepped.
 */

/** 32-bit hash of a string (cyrb53 folded to 32 bits). */
export function hashString(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** Mixes integers into a well-spread 32-bit value (murmur3 finaliser). */
function mix(a: number, b: number): number {
  let h = (a ^ Math.imul(b, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A uniform number in [0, 1) determined by the seed, a stream name and an integer index. */
export function hashUnit(seed: number, stream: string, index: number): number {
  const hi = Math.floor(index / 0x100000000);
  const h = mix(mix(seed ^ hashString(stream), index >>> 0), hi >>> 0);
  return h / 0x100000000;
}

function smoothstep(f: number): number {
  return f * f * (3 - 2 * f);
}

/**
 * Smooth noise in [0, 1): random values at knots every `periodMs`, eased in between. A pure
 * function of time, so any step size sees the same curve.
 */
export function valueNoise(seed: number, stream: string, timeMs: number, periodMs: number): number {
  const position = timeMs / periodMs;
  const knot = Math.floor(position);
  const a = hashUnit(seed, stream, knot);
  const b = hashUnit(seed, stream, knot + 1);
  return a + (b - a) * smoothstep(position - knot);
}

export class Random {
  private state: number;

  constructor(seed: number | string) {
    this.state = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x100000000;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(minInclusive: number, maxExclusive: number): number {
    return Math.floor(this.range(minInclusive, maxExclusive));
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length)] as T;
  }

  /** Standard normal (Box–Muller). */
  normal(mean = 0, sd = 1): number {
    const u = Math.max(this.next(), Number.EPSILON);
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
}

/** A seed for a named part of a site, so adding one part does not reshuffle the others. */
export function deriveSeed(seed: number | string, ...parts: string[]): number {
  const base = typeof seed === 'number' ? String(seed >>> 0) : seed;
  return hashString([base, ...parts].join('/'));
}
