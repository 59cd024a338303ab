/** What uploads.multipartSignParts answers for one batch: a URL per part and how long they stay valid. */
export interface TSignedBatch {
  parts: { part_number: number; url: string }[];
  expires_in: number;
}

export interface TPartSignerOptions {
  /** How many parts the upload has (planParts(size).partCount): no part past it is asked for. */
  partCount: number;
  signBatch: (partNumbers: number[]) => Promise<TSignedBatch>;
  /** Parts asked for at once (the server takes up to 50). */
  batchSize?: number;
  now?: () => number;
}

interface TCachedUrl {
  url: string;
  expiresAt: number;
}

/**
 * Uppy asks for one part's URL at a time; this asks the server for the next `batchSize` parts at once and hands
 * them out from a cache until they come near their expiry. Each URL is handed out once: a part that fails and is
 * retried gets a fresh one (its old one may be the reason it failed).
 */
export function createPartSigner({ partCount, signBatch, batchSize = 10, now = Date.now }: TPartSignerOptions) {
  const cache = new Map<number, TCachedUrl>();
  const pending = new Map<number, Promise<void>>();
  /** The highest part number ever asked for: a batch goes on from there rather than re-signing earlier parts. */
  let frontier = 0;
  let margin = 60_000;

  const fresh = (partNumber: number): TCachedUrl | undefined => {
    const cached = cache.get(partNumber);
    return cached && cached.expiresAt - now() > margin ? cached : undefined;
  };

  const requestBatch = (partNumber: number): Promise<void> => {
    const numbers = [partNumber];
    for (let next = Math.max(frontier, partNumber) + 1; numbers.length < batchSize && next <= partCount; next++) {
      if (!fresh(next) && !pending.has(next)) numbers.push(next);
    }
    frontier = Math.max(frontier, ...numbers);
    const request = signBatch(numbers).then((batch) => {
      const asked = now();
      // A URL is thrown away a minute before it expires, or at half its life when that is shorter.
      margin = Math.min(60_000, (batch.expires_in * 1000) / 2);
      for (const part of batch.parts) {
        cache.set(part.part_number, { url: part.url, expiresAt: asked + batch.expires_in * 1000 });
      }
    });
    const settled = request.finally(() => {
      for (const number of numbers) if (pending.get(number) === settled) pending.delete(number);
    });
    for (const number of numbers) pending.set(number, settled);
    return settled;
  };

  return async function urlForPart(partNumber: number): Promise<string> {
    if (partNumber < 1 || partNumber > partCount) throw new RangeError(`No part ${partNumber} in this upload.`);
    if (!fresh(partNumber)) await (pending.get(partNumber) ?? requestBatch(partNumber));
    // Its batch came back without it, or it expired meanwhile: one more request for this part alone.
    if (!fresh(partNumber)) await requestBatch(partNumber);
    const hit = fresh(partNumber);
    if (!hit) throw new Error(`The server did not sign part ${partNumber}.`);
    cache.delete(partNumber);
    return hit.url;
  };
}
