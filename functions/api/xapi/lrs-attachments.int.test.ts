/**
 * Statement attachments and signed statements at the LRS (xAPI 1.0.3 Communication 1.5, Data 2.4.11 and 2.6; the
 * ADL suite's XAPI-00117, 00127 to 00135, 00154 and 00161 to 00167): multipart/mixed PUT and POST, the parts stored
 * once under the company, GET statements?attachments=true answering multipart/mixed, signatures verified, each
 * refusal, and a company reading only its own attachments. Against the running local stack, with client credentials.
 */
import { createHash, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { XAPI_ATTACHMENTS, XAPI_MSG } from '@skillway/shared';
import { registerCompany } from '../../../test/factories/accounts';
import { basicAuthorization, createLrsClient, type TLrsClientCreated } from '../../../test/factories/lrs-clients';
import { stackUrl } from '../../../test/factories/stack-context';
import { boundaryOf, parseMultipart, type TMultipartPart } from '../../core/learner/xapi/multipart';

type TJson = Record<string, unknown>;

interface TAnswer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  json: () => TJson;
}

const BOUNDARY = '-------314159265358979323846';
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const TEXT = Buffer.from('here is a simple attachment');
/** Every byte value, CR LF and dashes included: the content must come back byte for byte. */
const BINARY = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
const run = randomUUID().slice(0, 8);

/** An LRS call with raw bytes in and out (the factories' call() reads answers as text). */
async function lrsRaw(
  client: TLrsClientCreated,
  method: string,
  path: string,
  options: { body?: Buffer | string; contentType?: string; version?: string } = {},
): Promise<TAnswer> {
  const headers: Record<string, string> = {
    authorization: basicAuthorization(client.key, client.secret),
    'x-experience-api-version': options.version ?? '1.0.3',
  };
  if (options.contentType) headers['content-type'] = options.contentType;
  const response = await fetch(new URL(`/v1/xapi/${path}`, stackUrl()), {
    method,
    headers,
    ...(options.body !== undefined ? { body: options.body } : {}),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, json: () => JSON.parse(bytes.toString('utf8')) };
}

interface TPart {
  headers: Record<string, string>;
  body: Buffer | string;
}

function multipart(parts: TPart[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head = Object.entries(part.headers).map(([name, value]) => `${name}: ${value}\r\n`);
    chunks.push(Buffer.from(`--${boundary}\r\n${head.join('')}\r\n`), Buffer.from(part.body), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const jsonPart = (value: unknown): TPart => ({
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(value),
});
const filePart = (body: Buffer | string, contentType = 'text/plain'): TPart => ({
  headers: {
    'Content-Type': contentType,
    'Content-Transfer-Encoding': 'binary',
    'X-Experience-API-Hash': sha256(body),
  },
  body,
});

function attachment(content: Buffer | string, extra: TJson = {}): TJson {
  return {
    usageType: 'http://example.com/attachment-usage/test',
    display: { 'en-US': 'A test attachment' },
    contentType: 'text/plain',
    length: Buffer.byteLength(content),
    sha2: sha256(content),
    ...extra,
  };
}

function statement(extra: TJson = {}): TJson {
  return {
    id: randomUUID(),
    actor: { objectType: 'Agent', mbox: `mailto:ann-${run}@example.com` },
    verb: { id: 'http://adlnet.gov/expapi/verbs/answered', display: { 'en-US': 'answered' } },
    object: { id: `http://example.com/${run}/activities/multipart` },
    ...extra,
  };
}

const MULTIPART = `multipart/mixed; boundary=${BOUNDARY}`;

/** A multipart answer's parts (the boundary as the suite reads it). */
function partsOf(answer: TAnswer): TMultipartPart[] {
  const contentType = answer.headers.get('content-type') ?? '';
  expect(contentType.split(';')[0]).toBe('multipart/mixed');
  return parseMultipart(answer.bytes, boundaryOf(contentType)!);
}

let client: TLrsClientCreated;
let readOnly: TLrsClientCreated;
let otherCompany: TLrsClientCreated;

beforeAll(async () => {
  const owner = await registerCompany();
  client = await createLrsClient(owner.token, { scopes: ['all'] });
  readOnly = await createLrsClient(owner.token, { name: 'Reader', scopes: ['statements/read'] });
  otherCompany = await createLrsClient((await registerCompany()).token, { scopes: ['all'] });
});

describe('multipart/mixed statements with attachments', () => {
  const registration = randomUUID();
  const first = statement({
    context: { registration },
    attachments: [attachment(TEXT), attachment(BINARY, { contentType: 'application/octet-stream' })],
  });
  // A second statement using the same text: its content is sent (and stored) once.
  const second = statement({ context: { registration }, attachments: [attachment(TEXT)] });

  beforeAll(async () => {
    const posted = await lrsRaw(client, 'POST', 'statements', {
      contentType: MULTIPART,
      body: multipart([jsonPart([first, second]), filePart(TEXT), filePart(BINARY, 'application/octet-stream')]),
    });
    expect(posted.status, posted.bytes.toString()).toBe(200);
    expect(posted.json()).toEqual([first.id, second.id]);
  });

  it('answers a statement with its attachments as multipart/mixed when attachments=true', async () => {
    const answer = await lrsRaw(client, 'GET', `statements?statementId=${first.id}&attachments=true`);
    expect(answer.status).toBe(200);
    const [json, ...rest] = partsOf(answer);
    expect(json!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(json!.body.toString())).toMatchObject({ id: first.id, attachments: first.attachments });
    expect(rest.map((part) => part.headers)).toEqual([
      { 'content-type': 'text/plain', 'content-transfer-encoding': 'binary', 'x-experience-api-hash': sha256(TEXT) },
      {
        'content-type': 'application/octet-stream',
        'content-transfer-encoding': 'binary',
        'x-experience-api-hash': sha256(BINARY),
      },
    ]);
    expect(rest[0]!.body.equals(TEXT)).toBe(true);
    expect(rest[1]!.body.equals(BINARY)).toBe(true);
  });

  it('answers JSON without the parameter or with attachments=false', async () => {
    for (const query of [`statementId=${first.id}`, `statementId=${first.id}&attachments=false`]) {
      const answer = await lrsRaw(client, 'GET', `statements?${query}`);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.json()).toMatchObject({ id: first.id });
    }
  });

  it('answers a StatementResult with each attachment once', async () => {
    const answer = await lrsRaw(
      client,
      'GET',
      `statements?registration=${registration}&attachments=true&ascending=true`,
    );
    expect(answer.status).toBe(200);
    const [json, ...rest] = partsOf(answer);
    const result = JSON.parse(json!.body.toString()) as { statements: TJson[]; more: string };
    expect(result.statements.map((s) => s.id)).toEqual([first.id, second.id]);
    expect(result.more).toBe('');
    expect(rest.map((part) => part.headers['x-experience-api-hash'])).toEqual([sha256(TEXT), sha256(BINARY)]);
    const plain = await lrsRaw(client, 'GET', `statements?registration=${registration}`);
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('stores a PUT statement with its attachment', async () => {
    const content = `put ${run}`;
    const put = statement({ attachments: [attachment(content)] });
    const answer = await lrsRaw(client, 'PUT', `statements?statementId=${put.id}`, {
      contentType: MULTIPART,
      body: multipart([jsonPart(put), filePart(content)]),
    });
    expect(answer.status, answer.bytes.toString()).toBe(204);
    const read = partsOf(await lrsRaw(client, 'GET', `statements?statementId=${put.id}&attachments=true`));
    expect(read[1]!.body.toString()).toBe(content);
  });

  it('keeps a part sent for an attachment that also has a fileUrl, and takes a multipart body without parts', async () => {
    const content = `with url ${run}`;
    const withUrl = statement({ attachments: [attachment(content, { fileUrl: 'http://over.there.com/file.txt' })] });
    const posted = await lrsRaw(client, 'POST', 'statements', {
      contentType: MULTIPART,
      body: multipart([jsonPart(withUrl), filePart(content)]),
    });
    expect(posted.status).toBe(200);
    const read = partsOf(await lrsRaw(client, 'GET', `statements?statementId=${withUrl.id}&attachments=true`));
    expect(read[1]!.body.toString()).toBe(content);
    const bare = statement();
    const alone = await lrsRaw(client, 'POST', 'statements', {
      contentType: MULTIPART,
      body: multipart([jsonPart(bare)]),
    });
    expect(alone.status).toBe(200);
  });
});

describe('a page whose attachments would not fit one answer', () => {
  it('ends after the statements that fit, its more link continuing with attachments', async () => {
    const registration = randomUUID();
    const large = (fill: number) => Buffer.alloc(2_200_000, fill);
    const sent = [large(1), large(2)].map((content) => ({
      content,
      statement: statement({
        context: { registration },
        attachments: [attachment(content, { contentType: 'application/octet-stream' })],
      }),
    }));
    for (const { content, statement: one } of sent) {
      const posted = await lrsRaw(client, 'POST', 'statements', {
        contentType: MULTIPART,
        body: multipart([jsonPart(one), filePart(content, 'application/octet-stream')]),
      });
      expect(posted.status, posted.bytes.toString()).toBe(200);
    }
    const first = partsOf(
      await lrsRaw(client, 'GET', `statements?registration=${registration}&ascending=true&attachments=true`),
    );
    const page = JSON.parse(first[0]!.body.toString()) as { statements: TJson[]; more: string };
    expect(page.statements.map((s) => s.id)).toEqual([sent[0]!.statement.id]);
    expect(first[1]!.body.equals(sent[0]!.content)).toBe(true);
    expect(page.more).toMatch(/^\/v1\/xapi\/statements\?more=.+&attachments=true$/);
    const next = partsOf(await lrsRaw(client, 'GET', page.more.replace('/v1/xapi/', '')));
    const rest = JSON.parse(next[0]!.body.toString()) as { statements: TJson[]; more: string };
    expect(rest.statements.map((s) => s.id)).toEqual([sent[1]!.statement.id]);
    expect(next[1]!.body.equals(sent[1]!.content)).toBe(true);
  });
});

describe('refusals', () => {
  async function refused(body: Buffer | string, contentType: string, message: string) {
    const answer = await lrsRaw(client, 'POST', 'statements', { body, contentType });
    expect(answer.status, answer.bytes.toString()).toBe(400);
    expect(answer.json().message).toContain(message);
  }

  it('refuses statements with attachments sent as neither JSON nor multipart/mixed', async () => {
    const withUrl = statement({ attachments: [attachment(TEXT, { fileUrl: 'http://over.there.com/file.txt' })] });
    await refused(
      JSON.stringify(withUrl),
      `multipart/form-data; boundary=${BOUNDARY}`,
      XAPI_MSG.ATTACHMENTS_CONTENT_TYPE,
    );
    // The same statement as application/json is fine: its attachment points at its file.
    const json = await lrsRaw(client, 'POST', 'statements', {
      body: JSON.stringify(withUrl),
      contentType: 'application/json',
    });
    expect(json.status).toBe(200);
  });

  it('refuses an attachment without fileUrl and without its part, as JSON or multipart', async () => {
    const missing = statement({ attachments: [attachment(TEXT)] });
    const json = await lrsRaw(client, 'POST', 'statements', {
      body: JSON.stringify(missing),
      contentType: 'application/json',
    });
    expect(json.status).toBe(400);
    await refused(multipart([jsonPart(missing)]), MULTIPART, XAPI_MSG.ATTACHMENT_PART_MISSING);
    expect((await lrsRaw(client, 'GET', `statements?statementId=${missing.id}`)).status).toBe(404);
  });

  it('refuses a part no attachment names, a wrong hash, a missing hash, a non-binary encoding', async () => {
    const sent = statement({ attachments: [attachment(TEXT)] });
    await refused(
      multipart([jsonPart(sent), filePart(TEXT), filePart('excess')]),
      MULTIPART,
      XAPI_MSG.MULTIPART_EXTRA_PART,
    );
    const wrongHash = {
      ...filePart(TEXT),
      headers: { ...filePart(TEXT).headers, 'X-Experience-API-Hash': sha256('x') },
    };
    await refused(multipart([jsonPart(sent), wrongHash]), MULTIPART, XAPI_MSG.MULTIPART_HASH_MISMATCH);
    await refused(
      multipart([jsonPart(sent), { headers: { 'Content-Type': 'text/plain' }, body: TEXT }]),
      MULTIPART,
      XAPI_MSG.MULTIPART_HASH_MISSING,
    );
    const base64 = { ...filePart(TEXT), headers: { ...filePart(TEXT).headers, 'Content-Transfer-Encoding': 'base64' } };
    await refused(multipart([jsonPart(sent), base64]), MULTIPART, XAPI_MSG.MULTIPART_ENCODING);
  });

  it('refuses a multipart body without a boundary, with another one, or not JSON first', async () => {
    const sent = statement({ attachments: [attachment(TEXT)] });
    const body = multipart([jsonPart(sent), filePart(TEXT)]);
    await refused(body, 'multipart/mixed;', XAPI_MSG.MULTIPART_BOUNDARY);
    await refused(body, 'multipart/mixed; boundary=another', XAPI_MSG.MULTIPART_MALFORMED);
    await refused(multipart([filePart(TEXT), jsonPart(sent)]), MULTIPART, XAPI_MSG.MULTIPART_FIRST_PART);
  });

  it('stores nothing for a caller that may not write statements', async () => {
    const content = `read-only ${run}`;
    const sent = statement({ attachments: [attachment(content)] });
    const answer = await lrsRaw(readOnly, 'POST', 'statements', {
      contentType: MULTIPART,
      body: multipart([jsonPart(sent), filePart(content)]),
    });
    expect(answer.status).toBe(403);
    // A statement naming that content by a fileUrl only: the company holds no part for it.
    const named = statement({ attachments: [attachment(content, { fileUrl: 'http://over.there.com/file.txt' })] });
    expect(
      (await lrsRaw(client, 'POST', 'statements', { body: JSON.stringify(named), contentType: 'application/json' }))
        .status,
    ).toBe(200);
    const read = partsOf(await lrsRaw(client, 'GET', `statements?statementId=${named.id}&attachments=true`));
    expect(read).toHaveLength(1);
  });
});

describe('signed statements', () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  function jws(payload: TJson, alg: 'RS256' | 'RS384' | 'RS512' = 'RS256'): string {
    const digest = { RS256: 'sha256', RS384: 'sha384', RS512: 'sha512' }[alg];
    const input = `${Buffer.from(JSON.stringify({ alg })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${input}.${sign(digest, Buffer.from(input), privateKey).toString('base64url')}`;
  }

  function signedBody(sent: TJson, signature: string, contentType: string = XAPI_ATTACHMENTS.SIGNATURE_CONTENT_TYPE) {
    const withSignature = {
      ...sent,
      attachments: [attachment(signature, { usageType: XAPI_ATTACHMENTS.SIGNATURE_USAGE_TYPE, contentType })],
    };
    return multipart([jsonPart(withSignature), filePart(signature, contentType)]);
  }

  it.each(['1.0.3', '2.0.0'])('accepts a signed statement and keeps its signature (%s)', async (version) => {
    const sent = statement({ result: { duration: 'PT1.12S' } });
    const signature = jws(sent, 'RS384');
    // 2.0.0 compares durations to hundredths: the statement may carry more precision than its signature.
    const received = version === '2.0.0' ? { ...sent, result: { duration: 'PT1.1234S' } } : sent;
    const answer = await lrsRaw(client, 'POST', 'statements', {
      contentType: MULTIPART,
      body: signedBody(received, signature),
      version,
    });
    expect(answer.status, answer.bytes.toString()).toBe(200);
    const read = partsOf(
      await lrsRaw(client, 'GET', `statements?statementId=${sent.id}&attachments=true`, { version }),
    );
    expect(read[1]!.body.toString()).toBe(signature);
  });

  it('refuses a statement that is not what was signed, and stores nothing of it', async () => {
    const sent = statement();
    const tampered = { ...sent, verb: { id: 'http://adlnet.gov/expapi/verbs/passed' } };
    const answer = await lrsRaw(client, 'POST', 'statements', {
      contentType: MULTIPART,
      body: signedBody(tampered, jws(sent)),
    });
    expect(answer.status).toBe(400);
    expect(answer.json().message).toContain(XAPI_MSG.SIGNATURE_PAYLOAD);
    expect((await lrsRaw(client, 'GET', `statements?statementId=${sent.id}`)).status).toBe(404);
  });

  it('refuses a signature of another type, a malformed one and another algorithm', async () => {
    const sent = statement();
    const cases: [Buffer, string][] = [
      [signedBody(sent, jws(sent), 'text/plain; charset=ascii'), XAPI_MSG.SIGNATURE_CONTENT_TYPE],
      [signedBody(sent, 'not.a-jws'), XAPI_MSG.SIGNATURE_MALFORMED],
      [
        signedBody(
          sent,
          `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${jws(sent).split('.').slice(1).join('.')}`,
        ),
        XAPI_MSG.SIGNATURE_ALGORITHM,
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await lrsRaw(client, 'POST', 'statements', { contentType: MULTIPART, body });
      expect(answer.status).toBe(400);
      expect(answer.json().message).toContain(message);
    }
  });
});

describe('another company', () => {
  it('cannot read the statement, nor the content by its sha2', async () => {
    const content = `secret ${run}`;
    const sent = statement({ attachments: [attachment(content)] });
    const posted = await lrsRaw(client, 'POST', 'statements', {
      contentType: MULTIPART,
      body: multipart([jsonPart(sent), filePart(content)]),
    });
    expect(posted.status).toBe(200);
    expect((await lrsRaw(otherCompany, 'GET', `statements?statementId=${sent.id}&attachments=true`)).status).toBe(404);
    // The other company names the same sha2 (with a fileUrl): its answer holds no part, the content is not its.
    const named = statement({ attachments: [attachment(content, { fileUrl: 'http://over.there.com/file.txt' })] });
    const own = await lrsRaw(otherCompany, 'POST', 'statements', {
      body: JSON.stringify(named),
      contentType: 'application/json',
    });
    expect(own.status).toBe(200);
    const read = partsOf(await lrsRaw(otherCompany, 'GET', `statements?statementId=${named.id}&attachments=true`));
    expect(read).toHaveLength(1);
    expect(read.some((part) => part.body.toString().includes(content))).toBe(false);
  });
});
