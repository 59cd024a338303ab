/**
 * How long statement attachments' content lives (issue 35; docs/elearning-standards.md, attachments), against the
 * running local stack: content two learners' statements share stays while one of them is left and goes (in the
 * background) with the last; an erased learner's content goes; another company's identical bytes are its own object
 * and stay; content the bucket held before counting began stays; and a learner's Download my data zip carries their
 * statements' attachments.
 */
import { createHash, randomUUID } from 'node:crypto';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually, registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addSignedInUser } from '../../../test/factories/added-users';
import { call, drainEvents } from '../../../test/factories/http';
import { basicAuthorization, createLrsClient } from '../../../test/factories/lrs-clients';
import { stackUrl } from '../../../test/factories/stack-context';
import { TIN_CAN_PACKAGE, launchParams, packageCourse, type TPackageCourse } from '../../../test/factories/xapi';
import { s3Client } from '../../core/platform/clients/s3';
import { config } from '../../core/platform/config';
import { lrsAttachmentCountEntity } from '../../core/platform/db/entities/lrs-statements';
import { keys } from '../../core/platform/db/keys';
import { uploadsBucket } from '../../core/platform/storage/s3-bucket';
import { headObject } from '../../core/platform/storage/s3-rest-objects';

type TJson = Record<string, unknown>;

const BOUNDARY = '-------lifetimes-of-attachments';
const run = randomUUID().slice(0, 8);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** The same bytes sent by two learners of one company and by another company. */
const SHARED = Buffer.from(`shared attachment ${run}`);

let owner: TRegistered;
let companyId: string;
let tinCan: TPackageCourse;

interface TContent {
  bytes: Buffer;
  contentType: string;
  /** Named by a fileUrl only: no part is sent. */
  fileUrl?: string;
}

/** The statements first, then one part per content sent (each SHA-2 once, as the spec matches parts by hash). */
function multipart(statements: TJson[], contents: readonly TContent[]): Buffer {
  const sent = new Map(
    contents.filter((content) => !content.fileUrl).map((content) => [sha256(content.bytes), content]),
  );
  const parts = [
    { headers: 'Content-Type: application/json\r\n', body: Buffer.from(JSON.stringify(statements)) },
    ...[...sent.values()].map((content) => ({
      headers: `Content-Type: ${content.contentType}\r\nContent-Transfer-Encoding: binary\r\nX-Experience-API-Hash: ${sha256(content.bytes)}\r\n`,
      body: content.bytes,
    })),
  ];
  const chunks = parts.flatMap((part) => [
    Buffer.from(`--${BOUNDARY}\r\n${part.headers}\r\n`),
    part.body,
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

function attachmentOf(content: TContent): TJson {
  return {
    usageType: 'http://example.com/attachment-usage/evidence',
    display: { 'en-GB': 'Evidence' },
    contentType: content.contentType,
    length: content.bytes.length,
    sha2: sha256(content.bytes),
    ...(content.fileUrl ? { fileUrl: content.fileUrl } : {}),
  };
}

/** POST statements as multipart/mixed, one statement per content list; answers the ids. */
async function postWithAttachments(
  authorization: string,
  statements: { base: TJson; contents: TContent[] }[],
): Promise<string[]> {
  const sent = statements.map(({ base, contents }) => ({
    id: randomUUID(),
    ...base,
    attachments: contents.map(attachmentOf),
  }));
  const response = await fetch(new URL('/v1/xapi/statements', stackUrl()), {
    method: 'POST',
    headers: {
      authorization,
      'x-experience-api-version': '1.0.3',
      'content-type': `multipart/mixed; boundary=${BOUNDARY}`,
    },
    body: multipart(
      sent,
      statements.flatMap(({ contents }) => contents),
    ),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return sent.map((statement) => statement.id as string);
}

/** A learner of the company, enrolled on the Tin Can course and launched: their session's LRS credentials. */
async function launchedLearner(lastName: string) {
  const learner = await addSignedInUser(owner.token, { first_name: 'Ada', last_name: `${lastName}-${run}` });
  const enrolled = await call('POST', `/v1/course/enrol/${tinCan.courseId}`, {
    token: owner.token,
    body: { assign_users: [learner.user.id] },
  });
  expect(enrolled.status).toBe(200);
  const launched = await call('POST', `/v1/xapi-launch/${tinCan.assetId}`, { token: learner.token, body: {} });
  expect(launched.status, JSON.stringify(launched.body)).toBe(200);
  const params = launchParams(launched.body.launch_url as string);
  const base: TJson = {
    actor: JSON.parse(params.get('actor')!) as TJson,
    verb: { id: 'http://adlnet.gov/expapi/verbs/attempted', display: { 'en-GB': 'attempted' } },
    object: { id: params.get('activity_id')! },
  };
  return { ...learner, authorization: params.get('auth')!, base };
}

const held = async (company: string, bytes: Buffer) =>
  (await headObject(uploadsBucket(), keys.lrsAttachmentKey(company, sha256(bytes)))) !== undefined;

async function countOf(company: string, bytes: Buffer) {
  const { Item } = await lrsAttachmentCountEntity()
    .build(GetItemCommand)
    .key({ company_id: company, sha2: sha256(bytes) })
    .options({ consistent: true })
    .send();
  return Item;
}

async function erase(userId: string) {
  const erased = await call('POST', `/v1/users/${userId}/erase`, { token: owner.token, body: { confirm: 'ERASE' } });
  expect(erased.status, JSON.stringify(erased.body)).toBe(200);
  await drainEvents();
}

beforeAll(async () => {
  owner = await registerCompany();
  companyId = owner.user.company_id;
  tinCan = await packageCourse(owner.token, companyId, TIN_CAN_PACKAGE);
}, 60_000);

describe("attachments' content and the statements that name it", () => {
  it('stays while a statement names it, goes with the last one, and never touches another company', async () => {
    const first = await launchedLearner('First');
    const second = await launchedLearner('Second');
    const own = Buffer.from(`only the first learner's ${run}`);
    const text = { contentType: 'text/plain' };
    await postWithAttachments(first.authorization, [
      {
        base: first.base,
        contents: [
          { bytes: SHARED, ...text },
          { bytes: own, ...text },
        ],
      },
    ]);
    // The second learner names the same bytes twice in one statement and again in another: counted once a statement.
    await postWithAttachments(second.authorization, [
      {
        base: second.base,
        contents: [
          { bytes: SHARED, ...text },
          { bytes: SHARED, ...text },
        ],
      },
      { base: second.base, contents: [{ bytes: SHARED, ...text }] },
    ]);
    expect(await countOf(companyId, SHARED)).toMatchObject({ count: 3, held: 1 });
    expect(await countOf(companyId, own)).toMatchObject({ count: 1, held: 1 });
    // Another company's identical bytes: its own object and count.
    const other = await registerCompany();
    const otherClient = await createLrsClient(other.token, { scopes: ['all'] });
    await postWithAttachments(basicAuthorization(otherClient.key, otherClient.secret), [
      {
        base: {
          actor: { objectType: 'Agent', mbox: `mailto:someone-${run}@example.com` },
          verb: { id: 'http://adlnet.gov/expapi/verbs/attempted' },
          object: { id: `http://example.com/${run}/other` },
        },
        contents: [{ bytes: SHARED, ...text }],
      },
    ]);
    expect(await held(other.user.company_id, SHARED)).toBe(true);

    // Unenrolling the first learner deletes their statements: their own content goes, the shared content stays.
    const removed = await call('POST', `/v1/course/remove-user-and-groups/${tinCan.courseId}`, {
      token: owner.token,
      body: { users: [first.user.id] },
    });
    expect(removed.status).toBe(200);
    await drainEvents();
    expect(await held(companyId, own)).toBe(false);
    expect(await countOf(companyId, own)).toBeUndefined();
    expect(await held(companyId, SHARED)).toBe(true);
    expect(await countOf(companyId, SHARED)).toMatchObject({ count: 2 });

    // Erasing the second learner deletes the last statements naming it: the content goes.
    await erase(second.user.id);
    expect(await countOf(companyId, SHARED)).toBeUndefined();
    expect(await held(companyId, SHARED)).toBe(false);
    // The other company's object and count are untouched.
    expect(await held(other.user.company_id, SHARED)).toBe(true);
    expect(await countOf(other.user.company_id, SHARED)).toMatchObject({ count: 1, held: 1 });
  });

  it('leaves content the bucket held before counting began, whoever names it since', async () => {
    const before = Buffer.from(`stored before counting ${run}`);
    await s3Client().send(
      new PutObjectCommand({
        Bucket: config.uploadsBucket,
        Key: keys.lrsAttachmentKey(companyId, sha256(before)),
        Body: before,
        ContentType: 'text/plain',
      }),
    );
    const learner = await launchedLearner('Later');
    await postWithAttachments(learner.authorization, [
      { base: learner.base, contents: [{ bytes: before, contentType: 'text/plain' }] },
    ]);
    // Counted, but not held: statements stored before counting may still name it.
    expect(await countOf(companyId, before)).toEqual(expect.not.objectContaining({ held: 1 }));
    await erase(learner.user.id);
    expect(await countOf(companyId, before)).toBeUndefined();
    expect(await held(companyId, before)).toBe(true);
  });
});

describe('Download my data', () => {
  it("holds the learner's statements' attachments the company holds, named from their statements", async () => {
    const learner = await launchedLearner('Exported');
    const pdf = Buffer.from(`%PDF-1.4\n% evidence of ${run}\n%%EOF\n`);
    const elsewhere = Buffer.from(`kept elsewhere ${run}`);
    const [withPdf, withUrl] = await postWithAttachments(learner.authorization, [
      { base: learner.base, contents: [{ bytes: pdf, contentType: 'application/pdf' }] },
      {
        base: learner.base,
        contents: [{ bytes: elsewhere, contentType: 'text/plain', fileUrl: 'https://files.example.com/kept.txt' }],
      },
    ]);
    const requested = await call('POST', '/v1/profile/personal-data-exports', { token: learner.token });
    expect(requested.status, JSON.stringify(requested.body)).toBe(202);
    const id = requested.body.data.id as string;
    await eventually(async () => {
      await drainEvents();
      const got = await call('GET', `/v1/personal-data-exports/${id}`, { token: learner.token });
      return got.body.data?.status === 'pending' ? undefined : got.body.data;
    }, 30_000);
    const link = await call('POST', `/v1/personal-data-exports/${id}/download`, { token: learner.token });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const zip = unzipSync(new Uint8Array(await (await fetch(link.body.url)).arrayBuffer()));
    const path = `lrs-attachments/${sha256(pdf)}.pdf`;
    expect(Buffer.from(zip[path]!).equals(pdf)).toBe(true);
    // Only the content the company holds: the fileUrl's is not here.
    expect(Object.keys(zip).filter((name) => name.startsWith('lrs-attachments/'))).toEqual([path]);
    const data = JSON.parse(strFromU8(zip['data.json']!)) as {
      lrs: { statements: { statement: { id: string }; attachment_files?: string[] }[] };
      missing_files?: string[];
    };
    const entry = (statementId: string) => data.lrs.statements.find((item) => item.statement.id === statementId);
    expect(entry(withPdf!)?.attachment_files).toEqual([path]);
    expect(entry(withUrl!)).toBeDefined();
    expect(entry(withUrl!)?.attachment_files).toBeUndefined();
    expect(data.missing_files).toBeUndefined();
  });
});
