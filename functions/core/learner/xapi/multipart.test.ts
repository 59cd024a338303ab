import { describe, expect, it } from 'vitest';
import { XAPI_LIMITS, XAPI_MSG } from '@skillway/shared';
import {
  attachmentPart,
  boundaryOf,
  buildMultipart,
  mediaType,
  multipartBody,
  newBoundary,
  parseMultipart,
  type TMultipartPart,
} from './multipart';

const B = '-------314159265358979323846';
const crlf = '\r\n';

function body(...lines: string[]): Buffer {
  return Buffer.from(lines.join(crlf), 'latin1');
}

describe('boundaryOf', () => {
  it('reads a plain or quoted boundary, whatever the parameter order and case', () => {
    expect(boundaryOf(`multipart/mixed; boundary=${B}`)).toBe(B);
    expect(boundaryOf(`multipart/mixed;charset=utf-8;BOUNDARY="abcABC0123'()+_,-./:=?"`)).toBe(
      "abcABC0123'()+_,-./:=?",
    );
    expect(boundaryOf('multipart/mixed; boundary="with space"')).toBe('with space');
  });

  it('has none when the header names none or one RFC 2046 does not allow', () => {
    expect(boundaryOf('multipart/mixed;')).toBeUndefined();
    expect(boundaryOf(undefined)).toBeUndefined();
    expect(boundaryOf('multipart/mixed; boundary=""')).toBeUndefined();
    expect(boundaryOf(`multipart/mixed; boundary="${'x'.repeat(71)}"`)).toBeUndefined();
    expect(boundaryOf('multipart/mixed; boundary="ends with space "')).toBeUndefined();
  });
});

describe('mediaType', () => {
  it('drops the parameters and folds the case', () => {
    expect(mediaType('Application/JSON; charset=utf-8')).toBe('application/json');
    expect(mediaType(undefined)).toBe('');
  });
});

describe('parseMultipart', () => {
  it('reads the xAPI example: parts in order, headers without a space after the colon, no trailing CRLF', () => {
    const parts = parseMultipart(
      body(
        '',
        `--${B}`,
        'Content-Type:application/json',
        '',
        '{"a":1}',
        `--${B}`,
        'Content-Type:text/plain',
        'Content-Transfer-Encoding:binary',
        'X-Experience-API-Hash:abc',
        '',
        'here is a simple attachment',
        `--${B}--`,
      ),
      B,
    );
    expect(parts).toHaveLength(2);
    expect(parts[0]!.headers).toEqual({ 'content-type': 'application/json' });
    expect(parts[0]!.body.toString()).toBe('{"a":1}');
    expect(parts[1]!.headers).toEqual({
      'content-type': 'text/plain',
      'content-transfer-encoding': 'binary',
      'x-experience-api-hash': 'abc',
    });
    expect(parts[1]!.body.toString()).toBe('here is a simple attachment');
  });

  it('keeps binary content byte for byte, CRLFs and dashes inside it included', () => {
    const bytes = Buffer.from([0, 255, 13, 10, 45, 45, 13, 10, 1, 2, 3]);
    const raw = Buffer.concat([
      Buffer.from(`--${B}\r\nContent-Type: application/octet-stream\r\n\r\n`, 'latin1'),
      bytes,
      Buffer.from(`\r\n--${B}--\r\nepilogue`, 'latin1'),
    ]);
    expect(parseMultipart(raw, B)[0]!.body.equals(bytes)).toBe(true);
  });

  it('ignores the preamble and transport padding, unfolds headers and keeps the first of a repeated one', () => {
    const parts = parseMultipart(
      body('preamble text', `--${B}  `, 'X-Long: one', '  two', 'X-Long: again', '', 'x', `--${B}--`),
      B,
    );
    expect(parts[0]!.headers).toEqual({ 'x-long': 'one two' });
  });

  it('reads a part without headers', () => {
    expect(parseMultipart(body(`--${B}`, '', 'plain', `--${B}--`), B)[0]).toMatchObject({ headers: {} });
  });

  it('refuses a body that is not a multipart document with this boundary', () => {
    const refusals = [
      // No delimiter at all.
      body('Content-Type: application/json', '', '{}'),
      // Never closed.
      body(`--${B}`, 'Content-Type: application/json', '', '{}'),
      // A delimiter not on a line of its own.
      body(`--${B}x`, 'Content-Type: application/json', '', '{}', `--${B}--`),
      // A header line that is not a field.
      body(`--${B}`, 'not a header', '', '{}', `--${B}--`),
      // Headers never end.
      body(`--${B}`, 'Content-Type: application/json', `--${B}--`),
    ];
    for (const raw of refusals)
      expect(() => parseMultipart(raw, B), raw.toString()).toThrow(XAPI_MSG.MULTIPART_MALFORMED);
  });

  it('refuses more parts than the limit', () => {
    const many = Array.from({ length: XAPI_LIMITS.multipartParts + 1 }, () => `--${B}\r\n\r\nx\r\n`).join('');
    expect(() => parseMultipart(Buffer.from(`${many}--${B}--`), B)).toThrow(XAPI_MSG.MULTIPART_TOO_MANY_PARTS);
  });

  it('refuses a header block past its limit', () => {
    const long = `X-Big: ${'y'.repeat(XAPI_LIMITS.multipartHeaderBytes)}`;
    expect(() => parseMultipart(body(`--${B}`, long, '', 'x', `--${B}--`), B)).toThrow(XAPI_MSG.MULTIPART_MALFORMED);
  });
});

describe('buildMultipart', () => {
  it('writes what parseMultipart reads back, with a boundary found in no part', () => {
    const parts: TMultipartPart[] = [
      { headers: { 'Content-Type': 'application/json' }, body: Buffer.from('{"statements":[]}') },
      { headers: { 'X-Experience-API-Hash': 'h' }, body: Buffer.from([0, 13, 10, 45, 45]) },
    ];
    const boundary = newBoundary(parts);
    expect(boundary).toMatch(/^[0-9a-z]+$/);
    const raw = buildMultipart(boundary, parts);
    expect(raw.toString('latin1').startsWith(`--${boundary}\r\nContent-Type: application/json\r\n\r\n`)).toBe(true);
    expect(raw.toString('latin1').endsWith(`\r\n--${boundary}--\r\n`)).toBe(true);
    const read = parseMultipart(raw, boundary);
    expect(read.map((part) => part.body)).toEqual(parts.map((part) => part.body));
    expect(read[1]!.headers).toEqual({ 'x-experience-api-hash': 'h' });
  });
});

describe('multipartBody', () => {
  it('names its boundary in the Content-Type, and an attachment part carries its hash and binary encoding', () => {
    const content = Buffer.from([0, 13, 10, 45, 45, 255]);
    const { contentType, body: raw } = multipartBody([
      { headers: { 'Content-Type': 'application/json' }, body: Buffer.from('[]') },
      attachmentPart('abc123', 'application/octet-stream', content),
    ]);
    expect(mediaType(contentType)).toBe('multipart/mixed');
    const read = parseMultipart(raw, boundaryOf(contentType)!);
    expect(read[1]).toEqual({
      headers: {
        'content-type': 'application/octet-stream',
        'content-transfer-encoding': 'binary',
        'x-experience-api-hash': 'abc123',
      },
      body: content,
    });
  });
});
