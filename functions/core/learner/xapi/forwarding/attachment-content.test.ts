import { describe, expect, it, vi } from 'vitest';
import { XAPI_ATTACHMENTS, XAPI_FORWARDING_LIMITS } from '@skillway/shared';
import { contentNeeded, prepareOutgoing } from './attachment-content';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const S = 'c'.repeat(64);

const attachment = (sha2: string, extra: Record<string, unknown> = {}) => ({
  usageType: 'http://example.com/usage',
  display: { 'en-US': 'x' },
  contentType: 'text/plain',
  length: 1,
  sha2,
  ...extra,
});
const signature = attachment(S, {
  usageType: XAPI_ATTACHMENTS.SIGNATURE_USAGE_TYPE,
  contentType: 'application/octet-stream',
  fileUrl: 'https://example.com/signature',
});

describe('the content a statement must be sent with', () => {
  it('is that of attachments without fileUrl and of signatures, its SubStatement included, each SHA-2 once', () => {
    const statement = {
      attachments: [attachment(A), attachment(B, { fileUrl: 'https://example.com/b' }), signature],
      object: { objectType: 'SubStatement', attachments: [attachment(A.toUpperCase()), attachment(B)] },
    };
    expect(contentNeeded(statement)).toEqual([
      { sha2: A, contentType: 'text/plain' },
      { sha2: S, contentType: 'application/octet-stream' },
      { sha2: B, contentType: 'text/plain' },
    ]);
  });

  it('is none when every attachment has a fileUrl, or there are none', () => {
    expect(contentNeeded({ attachments: [attachment(A, { fileUrl: 'https://example.com/a' })] })).toEqual([]);
    expect(contentNeeded({ object: { id: 'http://example.com/x', attachments: [attachment(A)] } })).toEqual([]);
    expect(contentNeeded('not a statement')).toEqual([]);
  });
});

describe('a stored statement prepared for the external LRS', () => {
  const item = (statement: unknown) => ({ stored_id: 'S1', statement: JSON.stringify(statement) });

  it('reads nothing for a statement that goes as JSON', async () => {
    const read = vi.fn();
    const prepared = await prepareOutgoing('c1', item({ id: 'x' }), read);
    expect(prepared).toEqual({ outgoing: { storedId: 'S1', json: '{"id":"x"}' } });
    expect(read).not.toHaveBeenCalled();
  });

  it("carries the company's content of each attachment it needs", async () => {
    const read = vi.fn(async () => [Buffer.from('one'), Buffer.from('jws')]);
    const prepared = await prepareOutgoing('c1', item({ attachments: [attachment(A), signature] }), read);
    expect(read).toHaveBeenCalledWith('c1', [A, S]);
    expect(prepared).toMatchObject({
      outgoing: {
        attachments: [
          { sha2: A, contentType: 'text/plain', body: Buffer.from('one') },
          { sha2: S, contentType: 'application/octet-stream', body: Buffer.from('jws') },
        ],
      },
    });
  });

  it('cannot go without content the company no longer holds, nor larger than a request may be', async () => {
    const gone = await prepareOutgoing('c1', item({ attachments: [attachment(A), attachment(B)] }), async () => [
      Buffer.from('one'),
      undefined,
    ]);
    expect(gone).toEqual({ error: expect.stringContaining(`attachment ${B} is no longer in the company's LRS`) });
    const huge = Buffer.alloc(XAPI_FORWARDING_LIMITS.multipartBytes);
    const large = await prepareOutgoing('c1', item({ attachments: [attachment(A)] }), async () => [huge]);
    expect(large).toEqual({ error: expect.stringMatching(/takes 4\.1 MiB in 1 part; .* at most 4\.1 MiB and 100/) });
  });
});
