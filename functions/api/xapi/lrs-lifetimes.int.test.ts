/**
 * How long a launch and its learners' data live, against the running local stack: a deleted learner's launch
 * sessions (Tin Can credentials, the cmi5 fetch URL, the SCORM commit URL) stop at once rather than at their 4-hour
 * expiry, and deleting a package material deletes its learners' LRS data (registrations, statements, states) and
 * package progress in the background (files.delete-requested), leaving the learner's agent profiles and the course's
 * other package alone.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { CMI5_FETCH_ERROR, XAPI_VERB } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { createCourse } from '../../../test/factories/courses';
import { call, drainEvents } from '../../../test/factories/http';
import { addReadyPackage } from '../../../test/factories/package-player';
import { addPerson, signIn, type TPerson } from '../../../test/factories/people';
import { storedPackage } from '../../../test/factories/stored-package';
import {
  CMI5_PACKAGE,
  TIN_CAN_PACKAGE,
  launchParams,
  lrs,
  packageCourse,
  type TPackageCourse,
} from '../../../test/factories/xapi';
import { documentClient } from '../../core/platform/clients/dynamodb';
import { config } from '../../core/platform/config';
import { keys } from '../../core/platform/db/keys';
import { getDocument } from '../../core/learner/xapi/document-repository';
import { stateDocKey } from '../../core/learner/xapi/documents';
import { getXapiRegistration } from '../../core/learner/xapi/session-repository';
import { findStatementId } from '../../core/platform/lrs/statement-repository';

const EXPERIENCED = 'http://adlnet.gov/expapi/verbs/experienced';

let owner: TRegistered;
let companyId: string;
let tinCan: TPackageCourse;

async function launchTinCan(token: string, assetId: string) {
  const launched = await call('POST', `/v1/xapi-launch/${assetId}`, { token, body: {} });
  expect(launched.status).toBe(200);
  const params = launchParams(launched.body.launch_url as string);
  const actor = JSON.parse(params.get('actor')!) as Record<string, unknown>;
  const registration = params.get('registration')!;
  const activityId = params.get('activity_id')!;
  return {
    client: lrs(params.get('auth')!),
    registration,
    activityId,
    state: { activityId, agent: JSON.stringify(actor), registration, stateId: 'bookmark' },
    profile: { agent: JSON.stringify(actor), profileId: 'preferences' },
    statement: (verb: string) => ({
      actor,
      verb: { id: verb },
      object: { id: activityId },
      result: { completion: true },
    }),
  };
}

/** The sort keys of the course's package records (SCORM data, package progress) of one learner. */
async function packageRecords(courseId: string, userId: string): Promise<string[]> {
  const page = await documentClient().send(
    new QueryCommand({
      TableName: config.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :pkg)',
      ExpressionAttributeValues: { ':pk': keys.coursePk(companyId, courseId), ':pkg': 'PKG' },
      ConsistentRead: true,
    }),
  );
  return (page.Items ?? []).map((item) => String(item.sk)).filter((sk) => sk.includes(`#${userId}#`));
}

async function enrol(courseId: string, userIds: string[]): Promise<void> {
  expect((await call('POST', `/v1/course/publish/${courseId}`, { token: owner.token })).status).toBe(200);
  const enrolled = await call('POST', `/v1/course/enrol/${courseId}`, {
    token: owner.token,
    body: { assign_users: userIds },
  });
  expect(enrolled.status).toBe(200);
}

beforeAll(async () => {
  owner = await registerCompany();
  companyId = owner.user.company_id;
  tinCan = await packageCourse(owner.token, companyId, TIN_CAN_PACKAGE);
});

describe('a deleted learner', () => {
  it('loses every launch session at once: LRS credentials, the cmi5 fetch URL and the SCORM commit URL', async () => {
    const learner: TPerson = await addPerson(companyId, undefined, 'leaver');
    const token = await signIn(learner);
    const cmi5 = await packageCourse(owner.token, companyId, CMI5_PACKAGE, { publish: false });
    const scormCourse = (await createCourse(owner.token, { name: 'SCORM course' })).id as string;
    const scormId = await addReadyPackage(companyId, scormCourse);
    await Promise.all([enrol(cmi5.courseId, [learner.id]), enrol(scormCourse, [learner.id])]);
    const enrolled = await call('POST', `/v1/course/enrol/${tinCan.courseId}`, {
      token: owner.token,
      body: { assign_users: [learner.id] },
    });
    expect(enrolled.status).toBe(200);

    const launch = await launchTinCan(token, tinCan.assetId);
    expect((await launch.client('GET', 'statements')).status).toBe(200);
    const cmi5Launch = await call('POST', `/v1/xapi-launch/${cmi5.assetId}`, { token, body: {} });
    const fetchPath = new URL(launchParams(cmi5Launch.body.launch_url as string).get('fetch')!).pathname;
    const scorm = (await call('POST', `/v1/package-player/${scormId}/open`, { token, body: {} })).body.data;
    const commit = { cmi: { core: { lesson_status: 'incomplete', lesson_location: 'page-2' } } };
    expect((await call('POST', scorm.commit_url, { body: commit })).status).toBe(204);

    expect((await call('DELETE', `/v1/users/${learner.id}`, { token: owner.token })).status).toBe(200);

    expect((await launch.client('GET', 'statements')).status).toBe(401);
    const write = await launch.client('PUT', 'activities/state', {
      query: launch.state,
      rawBody: 'page-9',
      headers: { 'content-type': 'text/plain' },
    });
    expect(write.status).toBe(401);
    // Nothing of the deleted learner is written again.
    expect(
      await getDocument(companyId, stateDocKey(learner.id, launch.registration, launch.activityId, 'bookmark')),
    ).toBeUndefined();
    expect(await getXapiRegistration(companyId, learner.id, tinCan.assetId)).toBeUndefined();
    const fetched = await call('POST', fetchPath);
    expect(fetched.status).toBe(200);
    expect(fetched.body['error-code']).toBe(CMI5_FETCH_ERROR.ALREADY_USED);
    expect([401, 404]).toContain((await call('POST', scorm.commit_url, { body: commit })).status);
    expect(await packageRecords(scormCourse, learner.id)).toEqual([]);
  });
});

describe("a learner's earlier runs and unenrolment", () => {
  it("keep an archived run's statements beside the new run's, and unenrolling deletes both runs' LRS data", async () => {
    const learner: TPerson = await addPerson(companyId, undefined, 'rerun');
    const token = await signIn(learner);
    const enrolled = await call('POST', `/v1/course/enrol/${tinCan.courseId}`, {
      token: owner.token,
      body: { assign_users: [learner.id] },
    });
    expect(enrolled.status).toBe(200);
    const start = async () =>
      expect(
        (await call('POST', '/v1/events', { token, body: { event_type: 2, related_entity: tinCan.courseId } })).status,
      ).toBe(200);
    const putState = async (launch: Awaited<ReturnType<typeof launchTinCan>>) =>
      expect(
        (
          await launch.client('PUT', 'activities/state', {
            query: launch.state,
            rawBody: 'page-2',
            headers: { 'content-type': 'text/plain' },
          })
        ).status,
      ).toBe(204);

    await start();
    const first = await launchTinCan(token, tinCan.assetId);
    const firstStatement = await first.client<string[]>('POST', 'statements', { body: first.statement(EXPERIENCED) });
    expect(firstStatement.status).toBe(200);
    await putState(first);
    expect(
      (await first.client('PUT', 'agents/profile', { query: first.profile, body: { language: 'en-GB' } })).status,
    ).toBe(204);
    const archived = await call('POST', `/v1/archive-user-course/${tinCan.courseId}:${learner.id}`, {
      token: owner.token,
    });
    expect(archived.status).toBe(200);

    await start();
    const second = await launchTinCan(token, tinCan.assetId);
    expect(second.registration).not.toBe(first.registration);
    expect((await getXapiRegistration(companyId, learner.id, tinCan.assetId))?.previous).toEqual([first.registration]);
    const secondStatement = await second.client<string[]>('POST', 'statements', {
      body: second.statement(EXPERIENCED),
    });
    expect(secondStatement.status).toBe(200);
    await putState(second);
    // The archived run's record stays.
    expect(await findStatementId(companyId, firstStatement.body[0]!)).toBeDefined();

    const removed = await call('POST', `/v1/course/remove-user-and-groups/${tinCan.courseId}`, {
      token: owner.token,
      body: { users: [learner.id] },
    });
    expect(removed.status).toBe(200);
    expect(await getXapiRegistration(companyId, learner.id, tinCan.assetId)).toBeUndefined();
    for (const [launch, statement] of [
      [first, firstStatement],
      [second, secondStatement],
    ] as const) {
      expect(await findStatementId(companyId, statement.body[0]!)).toBeUndefined();
      expect(
        await getDocument(companyId, stateDocKey(learner.id, launch.registration, launch.activityId, 'bookmark')),
      ).toBeUndefined();
    }
    expect((await second.client('GET', 'statements')).status).toBe(401);
    // The learner's own agent profile is theirs, not the course's.
    const profiles = await documentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: {
          ':pk': keys.company(companyId),
          ':prefix': keys.xapiAgentProfilesPrefix(learner.id),
        },
        ConsistentRead: true,
      }),
    );
    expect(profiles.Items).toHaveLength(1);
  });
});

describe('a deleted package material', () => {
  it("takes its learners' LRS data and package progress with it, in the background, and its sessions stop", async () => {
    const learner: TPerson = await addPerson(companyId, undefined, 'keeper');
    const token = await signIn(learner);
    const otherId = await storedPackage(companyId, tinCan.courseId, TIN_CAN_PACKAGE);
    const enrolled = await call('POST', `/v1/course/enrol/${tinCan.courseId}`, {
      token: owner.token,
      body: { assign_users: [learner.id] },
    });
    expect(enrolled.status).toBe(200);

    const gone = await launchTinCan(token, tinCan.assetId);
    const kept = await launchTinCan(token, otherId);
    const completed = await gone.client<string[]>('POST', 'statements', { body: gone.statement(XAPI_VERB.COMPLETED) });
    expect(completed.status).toBe(200);
    const keptStatement = await kept.client<string[]>('POST', 'statements', {
      body: kept.statement(XAPI_VERB.COMPLETED),
    });
    expect(keptStatement.status).toBe(200);
    for (const launch of [gone, kept]) {
      const put = await launch.client('PUT', 'activities/state', {
        query: launch.state,
        rawBody: 'page-3',
        headers: { 'content-type': 'text/plain' },
      });
      expect(put.status).toBe(204);
    }
    expect(
      (await gone.client('PUT', 'agents/profile', { query: gone.profile, body: { language: 'en-GB' } })).status,
    ).toBe(204);
    expect(await packageRecords(tinCan.courseId, learner.id)).toEqual(
      expect.arrayContaining([
        keys.packageProgressSk(learner.id, tinCan.assetId),
        keys.packageProgressSk(learner.id, otherId),
      ]),
    );

    const removed = await call('POST', '/v1/course/remove/training-material', {
      token: owner.token,
      body: { course_id: tinCan.courseId, asset_id: tinCan.assetId },
    });
    expect(removed.status).toBe(200);
    await drainEvents();

    expect(await getXapiRegistration(companyId, learner.id, tinCan.assetId)).toBeUndefined();
    expect(await findStatementId(companyId, completed.body[0]!)).toBeUndefined();
    const stateKey = (launch: typeof gone) =>
      stateDocKey(learner.id, launch.registration, launch.activityId, 'bookmark');
    expect(await getDocument(companyId, stateKey(gone))).toBeUndefined();
    expect(await packageRecords(tinCan.courseId, learner.id)).toEqual([keys.packageProgressSk(learner.id, otherId)]);
    expect((await gone.client('GET', 'statements')).status).toBe(401);
    // The other package's data and the learner's own agent profile stay.
    expect((await getXapiRegistration(companyId, learner.id, otherId))?.registration).toBe(kept.registration);
    expect(await findStatementId(companyId, keptStatement.body[0]!)).toBeDefined();
    expect(await getDocument(companyId, stateKey(kept))).toBeDefined();
    expect((await kept.client('GET', 'agents/profile', { query: gone.profile })).body).toEqual({ language: 'en-GB' });
  });
});
