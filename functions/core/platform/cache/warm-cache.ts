/**
 * Records a warm Lambda container keeps between requests, each for at most `maxAgeMs` after the read that produced
 * it. The age counts from the moment the caller started that read (`set`'s `readAt`), and a hit never extends it: a
 * change made in the table reaches every container within the bound, whatever the traffic. Each API operation is a
 * Lambda of its own, so a write in another function cannot clear an entry here: the bound is the only guarantee, and
 * it is the one the callers document.
 */
export interface TWarmCache<T> {
  /** The value, when it was read less than the bound ago; an older entry is dropped. */
  get(key: string): T | undefined;
  /** Keeps a value read at `readAt` (epoch ms; now by default); the oldest entry goes when the cache is full. */
  set(key: string, value: T, readAt?: number): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

export interface TWarmCacheOptions {
  /** The bound: an entry read this long ago or longer is never answered. */
  maxAgeMs: number;
  maxEntries: number;
  /** The clock (epoch ms); Date.now by default. */
  now?: () => number;
}

export function createWarmCache<T>({
  maxAgeMs,
  maxEntries,
  // Looked up on each call, so a test's pinned clock (vi.setSystemTime) governs it.
  now = () => Date.now(),
}: TWarmCacheOptions): TWarmCache<T> {
  const entries = new Map<string, { value: T; readAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const age = now() - entry.readAt;
      // A clock that went back (a container's clock corrected) cannot make an entry younger than it was read.
      if (age >= maxAgeMs || age < 0) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value, readAt = now()) {
      if (maxAgeMs <= 0 || maxEntries <= 0) return;
      // Of two requests reading the same record at once, the later read is kept.
      const kept = entries.get(key);
      if (kept && kept.readAt > readAt) return;
      // Map keeps insertion order: deleting first makes this key the newest.
      entries.delete(key);
      entries.set(key, { value, readAt });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
