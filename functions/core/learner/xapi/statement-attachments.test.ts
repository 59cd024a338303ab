import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { XAPI_ATTACHMENTS, XAPI_MSG } from '@skillway/shared';
import { isAppError } from '../../platform/http/app-error';
import { parseMultipart } from './multipart';
import {
  attachmentPartsOf,
  checkStatementAttachments,
  multipartAnswer,
  readMultipartStatements,
  usesAttachments,
} from './statement-attachments';
import { validateStatement } from './statement-validation';

const held = new Map<string, Buffer>();
vi.mock('./attachment-store', () => ({
  readAttachments: vi.fn(async (_companyId: string, sha2s: string[]) =>
    sha2s.map((sha2) => held.get(sha2.toLowerCase())),
  ),
}));

type TJson = Record<string, unknown>;
const B = 'abcABC0123()+_,-./:=?';
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const TEXT = Buffer.from('here is a simple attachment');

function attachment(content: Buffer | string, extra: TJson = {}): TJson {
  return {
    usageType: 'http://example.com/attachment-usage/test',
    display: { 'en-US': 'A test attachment' },
    contentType: 'text/plain; charset=ascii',
    length: Buffer.byteLength(content),
    sha2: sha256(content),
    ...extra,
  };
}

function statement(extra: TJson = {}): TJson {
  return {
    actor: { mbox: 'mailto:ann@example.com' },
    verb: { id: 'http://adlnet.gov/expapi/verbs/answered' },
    object: { id: 'http://example.com/activities/multipart' },
    ...extra,
  };
}

interface TPart {
  headers: Record<string, string>;
  body: Buffer | string;
}

function multipart(parts: TPart[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head = Object.entries(part.headers).map(([name, value]) => `${name}:${value}\r\n`);
    chunks.push(Buffer.from(`--${B}\r\n${head.join('')}\r\n`), Buffer.from(part.body), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${B}--`));
  return Buffer.concat(chunks);
}

const jsonPart = (value: unknown): TPart => ({
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(value),
});
const filePart = (body: Buffer | string, headers: Record<string, string> = {}): TPart => ({
  headers: {
    'Content-Type': 'text/plain',
    'Content-Transfer-Encoding': 'binary',
    'X-Experience-API-Hash': sha256(body),
    ...headers,
  },
  body,
});

const CONTENT_TYPE = `multipart/mixed; boundary="${B}"`;

function refusal(run: () => unknown): { status?: number; message?: string; errors?: Record<string, string[]> } {
  try {
    run();
  } catch (error) {
    if (isAppError(error)) return { status: error.status, message: error.message, errors: error.errors };
    throw error;
  }
  return {};
}

describe('readMultipartStatements', () => {
  it('reads the statements and each part by its hash', () => {
    const sent = statement({ attachments: [attachment(TEXT)] });
    const { statements, parts } = readMultipartStatements(multipart([jsonPart(sent), filePart(TEXT)]), CONTENT_TYPE);
    expect(statements).toEqual(sent);
    expect([...parts.keys()]).toEqual([sha256(TEXT)]);
    expect(parts.get(sha256(TEXT))).toEqual({ contentType: 'text/plain', body: TEXT });
  });

  it('takes SHA-384 and SHA-512 hashes, upper-case hex, a part without Content-Transfer-Encoding', () => {
    const sha512 = createHash('sha512').update(TEXT).digest('hex').toUpperCase();
    const sha384 = createHash('sha384').update('other').digest('hex');
    const sent = [
      statement({ attachments: [attachment(TEXT, { sha2: sha512 })] }),
      statement({ attachments: [attachment('other', { sha2: sha384 })] }),
    ];
    const { parts } = readMultipartStatements(
      multipart([
        jsonPart(sent),
        { headers: { 'X-Experience-API-Hash': sha512 }, body: TEXT },
        filePart('other', { 'X-Experience-API-Hash': sha384 }),
      ]),
      CONTENT_TYPE,
    );
    expect([...parts.keys()]).toEqual([sha512.toLowerCase(), sha384]);
  });

  it('takes the statements alone, and attachments that only point at a fileUrl', () => {
    const sent = statement({ attachments: [attachment(TEXT, { fileUrl: 'http://over.there.com/file.txt' })] });
    expect(readMultipartStatements(multipart([jsonPart(sent)]), CONTENT_TYPE).parts.size).toBe(0);
  });

  it.each([
    ['no boundary in the header', 'multipart/mixed;', [jsonPart(statement())], XAPI_MSG.MULTIPART_BOUNDARY],
    ['a first part that is not JSON', CONTENT_TYPE, [filePart('{}')], XAPI_MSG.MULTIPART_FIRST_PART],
    [
      'a first part typed text/plain',
      CONTENT_TYPE,
      [{ headers: { 'Content-Type': 'text/plain' }, body: '{}' }],
      XAPI_MSG.MULTIPART_FIRST_PART,
    ],
    [
      'an attachment part sent base64',
      CONTENT_TYPE,
      [
        jsonPart(statement({ attachments: [attachment(TEXT)] })),
        filePart(TEXT, { 'Content-Transfer-Encoding': 'base64' }),
      ],
      XAPI_MSG.MULTIPART_ENCODING,
    ],
    [
      'a part without X-Experience-API-Hash',
      CONTENT_TYPE,
      [jsonPart(statement({ attachments: [attachment(TEXT)] })), { headers: {}, body: TEXT }],
      XAPI_MSG.MULTIPART_HASH_MISSING,
    ],
    [
      'a hash that is not the content’s',
      CONTENT_TYPE,
      [jsonPart(statement({ attachments: [attachment(TEXT)] })), filePart(TEXT, { 'X-Experience-API-Hash': 'ab' })],
      XAPI_MSG.MULTIPART_HASH_MISMATCH,
    ],
    [
      'a part no attachment names (statements split over two JSON parts)',
      CONTENT_TYPE,
      [jsonPart(statement({ attachments: [attachment(TEXT)] })), filePart(TEXT), filePart('excess')],
      XAPI_MSG.MULTIPART_EXTRA_PART,
    ],
  ])('refuses %s', (_what, contentType, parts, message) => {
    const answer = refusal(() => readMultipartStatements(multipart(parts), contentType));
    expect(answer.status).toBe(400);
    expect(answer.message).toContain(message);
  });

  it('refuses a body that is not multipart', () => {
    const answer = refusal(() => readMultipartStatements(Buffer.from(JSON.stringify(statement())), CONTENT_TYPE));
    expect(answer).toMatchObject({ status: 400, errors: { body: [XAPI_MSG.MULTIPART_MALFORMED] } });
  });
});

describe('usesAttachments', () => {
  it('finds attachments in a statement, an array and a SubStatement', () => {
    expect(usesAttachments(statement())).toBe(false);
    expect(usesAttachments([statement(), statement({ attachments: [attachment(TEXT)] })])).toBe(true);
    const sub = { objectType: 'SubStatement', ...statement({ attachments: [attachment(TEXT)] }) };
    expect(usesAttachments(statement({ object: sub }))).toBe(true);
    expect(usesAttachments('not a statement')).toBe(false);
  });
});

describe('checkStatementAttachments', () => {
  const parts = (...entries: [Buffer | string, string | undefined][]) =>
    new Map(entries.map(([body, contentType]) => [sha256(body), { contentType, body: Buffer.from(body) }]));
  const check = (sent: TJson, found = parts()) =>
    refusal(() =>
      checkStatementAttachments(validateStatement(sent, 'statement', '1.0.3', { multipart: true }), found, 'statement'),
    );

  it('accepts attachments with their parts, and with only a fileUrl', () => {
    const sent = statement({
      attachments: [attachment(TEXT), attachment('elsewhere', { fileUrl: 'http://over.there.com/file.txt' })],
    });
    expect(check(sent, parts([TEXT, 'text/plain']))).toEqual({});
  });

  it('refuses an attachment without fileUrl and without its part, also in a SubStatement', () => {
    expect(check(statement({ attachments: [attachment(TEXT)] }))).toMatchObject({
      status: 400,
      errors: { 'statement.attachments.0': [XAPI_MSG.ATTACHMENT_PART_MISSING] },
    });
    const sub = { objectType: 'SubStatement', ...statement({ attachments: [attachment(TEXT)] }) };
    expect(check(statement({ object: sub }))).toMatchObject({
      errors: { 'statement.object.attachments.0': [XAPI_MSG.ATTACHMENT_PART_MISSING] },
    });
  });

  it('refuses a part whose Content-Type is not the attachment’s', () => {
    expect(check(statement({ attachments: [attachment(TEXT)] }), parts([TEXT, 'image/png']))).toMatchObject({
      errors: { 'statement.attachments.0.contentType': [XAPI_MSG.ATTACHMENT_TYPE_MISMATCH] },
    });
  });

  describe('a signature', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    function signed(payload: TJson, alg = 'RS256'): string {
      const input = `${Buffer.from(JSON.stringify({ alg })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
      return `${input}.${sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`;
    }
    const signatureOf = (jws: string, contentType: string = XAPI_ATTACHMENTS.SIGNATURE_CONTENT_TYPE) =>
      attachment(jws, { usageType: XAPI_ATTACHMENTS.SIGNATURE_USAGE_TYPE, contentType });

    it('is verified against the statement it is attached to', () => {
      const payload = statement({ id: 'a8f5b1c2-1111-4222-8333-444455556666' });
      const jws = signed(payload);
      expect(check({ ...payload, attachments: [signatureOf(jws)] }, parts([jws, undefined]))).toEqual({});
      const tampered = { ...payload, object: { id: 'http://example.com/other' }, attachments: [signatureOf(jws)] };
      expect(check(tampered, parts([jws, undefined]))).toMatchObject({
        errors: { 'statement.attachments.0': [XAPI_MSG.SIGNATURE_PAYLOAD] },
      });
    });

    it('must be application/octet-stream and be sent as a part', () => {
      const jws = signed(statement());
      expect(
        check(statement({ attachments: [signatureOf(jws, 'text/plain; charset=ascii')] }), parts([jws, undefined])),
      ).toMatchObject({ errors: { 'statement.attachments.0.contentType': [XAPI_MSG.SIGNATURE_CONTENT_TYPE] } });
      const pointed = { ...signatureOf(jws), fileUrl: 'http://example.com/signature' };
      expect(
        refusal(() =>
          checkStatementAttachments(validateStatement(statement({ attachments: [pointed] })), undefined, 'statement'),
        ),
      ).toMatchObject({ errors: { 'statement.attachments.0': [XAPI_MSG.SIGNATURE_PART_MISSING] } });
    });
  });
});

describe('attachmentPartsOf', () => {
  const withAttachments = (...contents: string[]) =>
    statement({ attachments: contents.map((content) => attachment(content)) });

  it('answers each held attachment once, in order, with the answer headers', async () => {
    held.clear();
    held.set(sha256('one'), Buffer.from('one'));
    held.set(sha256('two'), Buffer.from('two'));
    const { count, parts } = await attachmentPartsOf(
      'c1',
      [withAttachments('one', 'missing'), withAttachments('one', 'two')],
      10_000,
    );
    expect(count).toBe(2);
    expect(parts.map((part) => part.body.toString())).toEqual(['one', 'two']);
    expect(parts[0]!.headers).toEqual({
      'Content-Type': 'text/plain; charset=ascii',
      'Content-Transfer-Encoding': 'binary',
      'X-Experience-API-Hash': sha256('one'),
    });
  });

  it('stops before the statement whose attachments would pass the budget, but always keeps the first', async () => {
    held.clear();
    held.set(sha256('a'.repeat(1000)), Buffer.from('a'.repeat(1000)));
    held.set(sha256('b'.repeat(1000)), Buffer.from('b'.repeat(1000)));
    const statements = [withAttachments('a'.repeat(1000)), statement(), withAttachments('b'.repeat(1000))];
    expect((await attachmentPartsOf('c1', statements, 2000)).count).toBe(2);
    expect((await attachmentPartsOf('c1', statements, 10)).count).toBe(2);
    expect((await attachmentPartsOf('c1', statements, 5000)).count).toBe(3);
  });
});

describe('multipartAnswer', () => {
  it('answers multipart/mixed: the JSON first, then the parts', () => {
    const answer = multipartAnswer({ statements: [], more: '' }, [
      { headers: { 'X-Experience-API-Hash': 'h' }, body: TEXT },
    ]);
    // The suite reads the boundary as `split(';')[1].replace(' boundary=', '')`.
    const boundary = answer.contentType.split(';')[1]!.replace(' boundary=', '');
    expect(answer.contentType).toBe(`multipart/mixed; boundary=${boundary}`);
    const parts = parseMultipart(Buffer.from(answer.base64, 'base64'), boundary);
    expect(JSON.parse(parts[0]!.body.toString())).toEqual({ statements: [], more: '' });
    expect(parts[0]!.headers['content-type']).toBe('application/json');
    expect(parts[1]!.body).toEqual(TEXT);
  });
});
