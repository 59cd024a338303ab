import { createHash } from 'node:crypto';

/** The previous hash of a chain's first event (here, not in audit-chain.ts, so an erasure can make an empty head). */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * JSON with object keys sorted at every depth and `undefined` members left out, so the same value always gives the
 * same text (and the same hash), whatever order its attributes were read or written in. Sets and Uint8Arrays never
 * reach it: stream images are turned into plain JSON values first (stream-image.ts).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (value === undefined) return 'null';
    if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
    return JSON.stringify(value);
  }
  if (Array.isArray(value))
    return `[${value.map((entry) => canonicalJson(entry === undefined ? null : entry)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, entry]) => entry !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
