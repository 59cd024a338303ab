import { describe, expect, it } from 'vitest';
import { createPartSigner, type TSignedBatch } from './part-signer';

function fakeServer(expiresIn = 900) {
  const asked: number[][] = [];
  let round = 0;
  const signBatch = async (partNumbers: number[]): Promise<TSignedBatch> => {
    asked.push(partNumbers);
    round += 1;
    return {
      parts: partNumbers.map((n) => ({ part_number: n, url: `https://s3.test/part-${n}?round=${round}` })),
      expires_in: expiresIn,
    };
  };
  return { asked, signBatch };
}

describe('createPartSigner', () => {
  it('asks for ten parts at once and hands each URL out from the cache', async () => {
    const server = fakeServer();
    const urlFor = createPartSigner({ partCount: 25, signBatch: server.signBatch, now: () => 0 });
    const urls = await Promise.all([1, 2, 3, 4].map((n) => urlFor(n)));
    expect(urls).toEqual([1, 2, 3, 4].map((n) => `https://s3.test/part-${n}?round=1`));
    expect(server.asked).toEqual([[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]);
    for (const n of [5, 6, 7, 8, 9, 10]) await urlFor(n);
    expect(server.asked).toHaveLength(1);
    await urlFor(11);
    expect(server.asked[1]).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('never asks past the last part', async () => {
    const server = fakeServer();
    const urlFor = createPartSigner({ partCount: 3, signBatch: server.signBatch, now: () => 0 });
    await urlFor(1);
    expect(server.asked).toEqual([[1, 2, 3]]);
    await expect(urlFor(4)).rejects.toThrow('No part 4');
  });

  it('signs a retried part again rather than handing out the URL it failed with', async () => {
    const server = fakeServer();
    const urlFor = createPartSigner({ partCount: 30, signBatch: server.signBatch, now: () => 0 });
    expect(await urlFor(1)).toBe('https://s3.test/part-1?round=1');
    expect(await urlFor(1)).toBe('https://s3.test/part-1?round=2');
    // The retry's batch goes on from the parts not yet signed.
    expect(server.asked[1]).toEqual([1, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('throws away URLs near their expiry and signs them again', async () => {
    const server = fakeServer(300);
    let clock = 0;
    const urlFor = createPartSigner({ partCount: 20, signBatch: server.signBatch, now: () => clock });
    await urlFor(1);
    clock = 250_000; // 50 s left of 300: inside the minute kept in hand
    expect(await urlFor(2)).toBe('https://s3.test/part-2?round=2');
    expect(server.asked[1]?.[0]).toBe(2);
  });

  it('lets every waiting part see a failed batch, and asks again on the next try', async () => {
    let fail = true;
    const server = fakeServer();
    const urlFor = createPartSigner({
      partCount: 5,
      now: () => 0,
      signBatch: (numbers) => (fail ? Promise.reject(new Error('offline')) : server.signBatch(numbers)),
    });
    const results = await Promise.allSettled([urlFor(1), urlFor(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await urlFor(2)).toBe('https://s3.test/part-2?round=1');
  });
});
