import { describe, expect, it } from 'vitest';
import { MB } from '@skillway/shared';
import { PREFERRED_PART_BYTES } from '@skillway/shared/rules/part-plan';
import { checkParts, type TPartsToCheck } from './parts-check';
import type { TStoredPart } from './s3-multipart';

/** A 40 MB file: parts of 16, 16 and 8 MB. */
const SIZE = 40 * MB;
const LENGTHS = [PREFERRED_PART_BYTES, PREFERRED_PART_BYTES, SIZE - 2 * PREFERRED_PART_BYTES];
const stored: TStoredPart[] = LENGTHS.map((size, index) => ({
  partNumber: index + 1,
  etag: `"etag-${index + 1}"`,
  size,
}));
const claimed = stored.map((part) => ({ part_number: part.partNumber, etag: part.etag }));
const input = (changes: Partial<TPartsToCheck> = {}): TPartsToCheck => ({
  declaredSize: SIZE,
  maxBytes: 150 * MB,
  stored,
  claimed,
  ...changes,
});

describe('checkParts', () => {
  it('accepts every planned part, stored at its planned length with the ETag the browser was given', () => {
    expect(checkParts(input())).toEqual({ ok: true, parts: stored });
  });

  it('compares ETags without their quotes or case, as S3 does', () => {
    const bare = claimed.map((part) => ({ ...part, etag: part.etag.replace(/"/g, '').toUpperCase() }));
    expect(checkParts(input({ claimed: bare })).ok).toBe(true);
  });

  it('completes with the planned parts only (a stored part outside the plan is left for S3 to drop)', () => {
    const extra = { partNumber: 4, etag: '"etag-4"', size: 10 };
    expect(checkParts(input({ stored: [...stored, extra] }))).toEqual({ ok: true, parts: stored });
  });

  it('refuses for good an upload over the company limit (it can never be accepted)', () => {
    expect(checkParts(input({ maxBytes: 20 * MB }))).toEqual({
      ok: false,
      final: true,
      message: 'The file may not be greater than 20 MB.',
    });
  });

  it('asks for each planned part once, numbered 1 to the part count', () => {
    const expected = {
      ok: false,
      final: false,
      message: 'The upload has 3 parts: send each of them once, numbered 1 to 3.',
    };
    expect(checkParts(input({ claimed: claimed.slice(0, 2) }))).toEqual(expected);
    expect(checkParts(input({ claimed: [claimed[0]!, claimed[1]!, claimed[1]!] }))).toEqual(expected);
    expect(checkParts(input({ claimed: [claimed[1]!, claimed[0]!, claimed[2]!] }))).toEqual(expected);
    expect(checkParts(input({ claimed: [...claimed, { part_number: 4, etag: '"x"' }] }))).toEqual(expected);
  });

  it('names the parts not stored yet', () => {
    expect(checkParts(input({ stored: [stored[0]!] }))).toEqual({
      ok: false,
      final: false,
      message: 'Parts 2, 3 are not uploaded yet.',
    });
  });

  it('names a part of another length than the plan gives it (the total is then not the declared size)', () => {
    const short = stored.map((part) => (part.partNumber === 3 ? { ...part, size: part.size - 1 } : part));
    expect(checkParts(input({ stored: short }))).toEqual({
      ok: false,
      final: false,
      message: `Part 3 is not of the planned length (${PREFERRED_PART_BYTES} bytes, the last part the rest).`,
    });
  });

  it('names a part whose stored ETag is not the one the browser names', () => {
    const other = claimed.map((part) => (part.part_number === 2 ? { ...part, etag: '"another"' } : part));
    expect(checkParts(input({ claimed: other }))).toEqual({
      ok: false,
      final: false,
      message: 'Part 2 is not the part stored (its ETag differs).',
    });
  });

  it('names at most five parts', () => {
    const size = 200 * MB;
    const many = Array.from({ length: 13 }, (_, index) => ({ part_number: index + 1, etag: `"e${index + 1}"` }));
    expect(checkParts({ declaredSize: size, maxBytes: size, stored: [], claimed: many })).toMatchObject({
      message: 'Parts 1, 2, 3, 4, 5 and 8 more are not uploaded yet.',
    });
  });
});
