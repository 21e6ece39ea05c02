/**
 * The seed's deterministic pseudo-random source: mulberry32 (32-bit state, full period),
 * with the small helpers the generators need. Not cryptographic and predictable from the
 * fixed seed: nothing secret may come from it (the vehicles' secret links use the CSPRNG).
 */

/** FNV-1a of a label, used to derive independent streams per seed section. */
function hashLabel(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** An independent stream for one section, so editing one generator does not shift the others. */
  fork(label: string): Rng {
    return new Rng((this.seed ^ hashLabel(label)) >>> 0);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** A float rounded to `decimals` places. */
  round(min: number, max: number, decimals: number): number {
    const f = 10 ** decimals;
    return Math.round(this.float(min, max) * f) / f;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Picks an index with a bias to the start: `skew` 1 is uniform, larger favours low indexes. */
  skewedIndex(length: number, skew: number): number {
    return Math.min(length - 1, Math.floor(length * this.next() ** skew));
  }

  /** `k` distinct items, in random order (k is capped at the list length). */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = items.slice();
    const n = Math.min(k, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      const a = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = a;
    }
    return copy.slice(0, n);
  }

  /** 16 bytes of noise as base64url (22 characters): looks like a link id, for log data only (it is predictable). */
  token128(): string {
    const bytes = Buffer.alloc(16);
    for (let i = 0; i < 16; i += 4) bytes.writeUInt32LE(Math.floor(this.next() * 4294967296) >>> 0, i);
    return bytes.toString('base64url');
  }

  digits(count: number): string {
    let out = '';
    for (let i = 0; i < count; i++) out += String(Math.floor(this.next() * 10));
    return out;
  }
}

/** A picker by weight, built once (binary search over the cumulative weights). */
export function weightedPicker<T>(items: readonly T[], weightOf: (item: T) => number): (rng: Rng) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += weightOf(item);
    cumulative.push(total);
  }
  if (items.length === 0 || total <= 0) throw new Error('weightedPicker needs positive weights');
  return (rng) => {
    const target = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) > target) hi = mid;
      else lo = mid + 1;
    }
    return items[lo] as T;
  };
}

/** Picks from `[value, weight]` pairs. */
export function pickWeighted<T>(rng: Rng, pairs: readonly (readonly [T, number])[]): T {
  let total = 0;
  for (const [, w] of pairs) total += w;
  let target = rng.next() * total;
  for (const [value, w] of pairs) {
    target -= w;
    if (target < 0) return value;
  }
  const last = pairs[pairs.length - 1];
  if (!last) throw new Error('pickWeighted from an empty list');
  return last[0];
}
