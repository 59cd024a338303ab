import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { boundaryOf, mediaType, parseMultipart } from '../multipart';
import {
  batchesOf,
  halves,
  oversize,
  wireVersion,
  type TAttachmentContent,
  type TBatch,
  type TOutgoing,
} from './batches';

function statement(n: number, extra: Record<string, unknown> = {}): TOutgoing {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return { storedId: `S${String(n).padStart(3, '0')}`, json: JSON.stringify({ id, version: '1.0.0', ...extra }) };
}

describe('batches of statements for the external LRS', () => {
  it('keeps stored order and cuts at the statement limit', () => {
    const statements = Array.from({ length: 7 }, (_, n) => statement(n));
    const batches = batchesOf(statements, { maxStatements: 3, maxBytes: 1_000_000 });
    expect(batches.map((batch) => batch.statements.map((s) => s.storedId))).toEqual([
      ['S000', 'S001', 'S002'],
      ['S003', 'S004', 'S005'],
      ['S006'],
    ]);
    expect(JSON.parse(String(batches[0]!.body))).toEqual(statements.slice(0, 3).map((s) => JSON.parse(s.json)));
    expect(batches[0]!.contentType).toBe('application/json');
  });

  it('cuts at the byte limit, and sends a statement larger than it alone', () => {
    const small = statement(1);
    const big = statement(2, { padding: 'x'.repeat(500) });
    const size = Buffer.byteLength(small.json) + 1;
    const batches = batchesOf([small, statement(3), big, statement(4)], { maxStatements: 50, maxBytes: size * 2 });
    expect(batches.map((batch) => batch.statements.map((s) => s.storedId))).toEqual([
      ['S001', 'S003'],
      ['S002'],
      ['S004'],
    ]);
  });

  it('starts a new batch where the xAPI version changes, and sends 2.0 statements as 2.0.0', () => {
    const batches = batchesOf(
      [statement(1), statement(2, { version: '2.0.0' }), statement(3, { version: '2.0.0' }), statement(4)],
      { maxStatements: 50, maxBytes: 1_000_000 },
    );
    expect(batches.map((batch) => [batch.version, batch.statements.length])).toEqual([
      ['1.0.3', 1],
      ['2.0.0', 2],
      ['1.0.3', 1],
    ]);
  });

  it('reads the version of a statement without one as 1.0.3', () => {
    expect(wireVersion('{"id":"x"}')).toBe('1.0.3');
    expect(wireVersion('{"version":"1.0.3"}')).toBe('1.0.3');
    expect(wireVersion('{"version":"2.0.0"}')).toBe('2.0.0');
  });

  it('answers no batch for no statement, and halves keep the order', () => {
    expect(batchesOf([])).toEqual([]);
    const [batch] = batchesOf([1, 2, 3, 4, 5].map((n) => statement(n)));
    const [first, second] = halves(batch!);
    expect(first.statements.map((s) => s.storedId)).toEqual(['S001', 'S002', 'S003']);
    expect(second.statements.map((s) => s.storedId)).toEqual(['S004', 'S005']);
    expect(JSON.parse(String(second.body))).toHaveLength(2);
  });
});

describe('the version a statement goes with', () => {
  it('reads the top-level version only', () => {
    expect(
      wireVersion(
        JSON.stringify({ context: { extensions: { 'https://x/version': { version: '2.0' } } }, version: '1.0.0' }),
      ),
    ).toBe('1.0.3');
  });
});

function content(text: string | Buffer, contentType = 'text/plain'): TAttachmentContent {
  const body = Buffer.from(text);
  return { sha2: createHash('sha256').update(body).digest('hex'), contentType, body };
}

const withContent = (n: number, ...attachments: TAttachmentContent[]): TOutgoing => ({
  ...statement(n),
  attachments,
});

/** A multipart batch's parts, as an LRS reads them. */
function partsOf(batch: TBatch) {
  expect(mediaType(batch.contentType)).toBe('multipart/mixed');
  return parseMultipart(batch.body as Buffer, boundaryOf(batch.contentType)!);
}

describe('batches with attachments', () => {
  const text = content('a simple attachment');
  // Every byte value: the content goes byte for byte.
  const binary = content(Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256)), 'application/octet-stream');
  const roomy = { maxStatements: 50, maxBytes: 1_000_000, maxMultipartBytes: 1_000_000, maxAttachments: 100 };

  it('goes multipart/mixed: the statements first as JSON, then each content once, sent binary under its SHA-2', () => {
    const statements = [withContent(1, text, binary), statement(2), withContent(3, text)];
    const [batch, ...more] = batchesOf(statements, roomy);
    expect(more).toEqual([]);
    const [json, ...rest] = partsOf(batch!);
    expect(json!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(json!.body.toString('utf8'))).toEqual(statements.map((s) => JSON.parse(s.json)));
    expect(rest).toEqual(
      [text, binary].map((attachment) => ({
        headers: {
          'content-type': attachment.contentType,
          'content-transfer-encoding': 'binary',
          'x-experience-api-hash': attachment.sha2,
        },
        body: attachment.body,
      })),
    );
  });

  it('cuts where the content would pass the body limit or the part limit, and keeps the JSON-only rule', () => {
    const big = (n: number) => withContent(n, content(`${n}`.repeat(1000)));
    const bySize = batchesOf([big(1), big(2), statement(3), big(4)], { ...roomy, maxMultipartBytes: 2500 });
    expect(bySize.map((batch) => batch.statements.map((s) => s.storedId))).toEqual([
      ['S001'],
      ['S002', 'S003'],
      ['S004'],
    ]);
    for (const batch of bySize) expect((batch.body as Buffer).length).toBeLessThanOrEqual(2500);
    const byParts = batchesOf([withContent(1, text, binary), withContent(2, content('x'))], {
      ...roomy,
      maxAttachments: 2,
    });
    expect(byParts.map((batch) => batch.statements.length)).toEqual([1, 1]);
    // Content the batch already carries takes no room again.
    const shared = batchesOf([withContent(1, text, binary), withContent(2, text)], { ...roomy, maxAttachments: 2 });
    expect(shared.map((batch) => batch.statements.length)).toEqual([2]);
  });

  it("gives each half only its own statements' content", () => {
    const [batch] = batchesOf([withContent(1, text), withContent(2, binary), statement(3)], roomy);
    const [first, second] = halves(batch!);
    expect(partsOf(first).map((part) => part.headers['x-experience-api-hash'])).toEqual([
      undefined,
      text.sha2,
      binary.sha2,
    ]);
    expect(second.contentType).toBe('application/json');
    expect(JSON.parse(String(second.body))).toHaveLength(1);
    const [one, two] = halves(first);
    expect(
      partsOf(one)
        .slice(1)
        .map((part) => part.body),
    ).toEqual([text.body]);
    expect(
      partsOf(two)
        .slice(1)
        .map((part) => part.body),
    ).toEqual([binary.body]);
  });

  it('says when a statement alone is larger than a request may be', () => {
    expect(oversize(statement(1))).toBeUndefined();
    expect(oversize(withContent(1, text), roomy)).toBeUndefined();
    const over = oversize(withContent(1, content('y'.repeat(3000))), { ...roomy, maxMultipartBytes: 2500 });
    expect(over).toMatchObject({ parts: 1, maxBytes: 2500, maxParts: 100 });
    expect(over!.bytes).toBeGreaterThan(3000);
    expect(oversize(withContent(1, text, binary), { ...roomy, maxAttachments: 1 })).toMatchObject({ parts: 2 });
  });
});
