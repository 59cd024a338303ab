import { describe, expect, it } from 'vitest';
import { attachmentRefs, attachmentSha2s } from './attachment-refs';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const C = 'c'.repeat(56);

const attachment = (sha2: unknown, extra: Record<string, unknown> = {}) => ({
  usageType: 'http://example.com/usage',
  display: { 'en-US': 'file' },
  contentType: 'text/plain',
  length: 1,
  sha2,
  ...extra,
});

describe('attachmentRefs', () => {
  it("names the statement's and its SubStatement's attachments, each SHA-2 once, lower case, in order", () => {
    const statement = {
      attachments: [attachment(A.toUpperCase()), attachment(B, { contentType: 'image/png' }), attachment(A)],
      object: {
        objectType: 'SubStatement',
        attachments: [attachment(C, { contentType: 'application/pdf', fileUrl: 'https://example.com/c.pdf' })],
      },
    };
    expect(attachmentRefs(statement)).toEqual([
      { sha2: A, contentType: 'text/plain' },
      { sha2: B, contentType: 'image/png' },
      { sha2: C, contentType: 'application/pdf' },
    ]);
  });

  it('names nothing for a statement without attachments, an object that is not a SubStatement, or odd values', () => {
    expect(attachmentRefs({ verb: { id: 'x' } })).toEqual([]);
    expect(attachmentRefs({ object: { objectType: 'Activity', attachments: [attachment(A)] } })).toEqual([]);
    expect(attachmentRefs('text')).toEqual([]);
    expect(attachmentRefs(null)).toEqual([]);
    // Never a key from anything but a hex digest.
    expect(
      attachmentRefs({ attachments: [attachment('../../x'), attachment(42), attachment('abc'), 'x', null] }),
    ).toEqual([]);
    expect(attachmentRefs({ attachments: [attachment(A, { contentType: 7 })] })).toEqual([
      { sha2: A, contentType: undefined },
    ]);
  });
});

describe('attachmentSha2s', () => {
  it('reads the SHA-2s of stored JSON, and skips parsing JSON without attachments', () => {
    expect(attachmentSha2s(JSON.stringify({ attachments: [attachment(B), attachment(A)] }))).toEqual([B, A]);
    expect(attachmentSha2s('{"verb":{"id":"x"}}')).toEqual([]);
    expect(attachmentSha2s('not json at all')).toEqual([]);
  });
});
