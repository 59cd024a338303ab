/**
 * DynamoDB calls per operation (issue 13): every GET row of the manifest and the main writes, through the local
 * API adapter, for the demo company (1×) and a company with 10 times its data (dynamodb-company.ts), counting the
 * DynamoDB commands each call sends and the capacity they consume (the counting middleware on the handlers'
 * client). A row is flagged when its count differs between the sizes or when it Scans. Events a call publishes are
 * delivered after its figures are read and counted apart (on AWS they are other Lambdas).
 */
import { ROLE, USER_COURSE_STATE } from '@skillway/shared';
import { withBenchStack, type TBenchStack } from './dynamodb-stack';
import { BIG_PASSWORD, buildBigCompany } from './dynamodb-company';
import {
  POLLING,
  readCalls,
  writeCalls,
  type TBenchCall,
  type TBenchRole,
  type TCompanyIds,
} from './dynamodb-operations';
import { table } from './format';
import type { TDynamoCounts } from '@skillway/functions/core/platform/clients/dynamodb-counter';
import { signIn } from './sign-in';

/** One call's figures. */
export interface TCallFigures {
  status: number;
  counts: TDynamoCounts;
  /** Calls the published events made afterwards (their own Lambdas on AWS). */
  eventCounts: TDynamoCounts;
  /** Calls the audit stream's consumer made for what the call and its events changed (its own Lambda on AWS). */
  auditCounts: TDynamoCounts;
  /** Round trip through the local adapter, warm (ms). */
  ms: number;
  /** The answer's `data`. */
  data?: unknown;
}

export interface TOperationFigures {
  id: string;
  role: TBenchRole;
  one: TCallFigures;
  ten: TCallFigures;
}

type TSignIns = Record<TBenchRole, string | undefined>;

let figures: Promise<TOperationFigures[]> | undefined;

const total = (counts: TDynamoCounts) => Object.values(counts.commands).reduce((sum, n) => sum + n, 0);
const SHORT: Record<string, string> = {
  GetItem: 'G',
  Query: 'Q',
  BatchGetItem: 'BG',
  PutItem: 'P',
  UpdateItem: 'U',
  DeleteItem: 'D',
  TransactWriteItems: 'TW',
  TransactGetItems: 'TG',
  BatchWriteItem: 'BW',
  Scan: 'SCAN',
};
/** `3 (Q2 G1)`: the total and the commands. */
function describe(counts: TDynamoCounts): string {
  const parts = Object.entries(counts.commands)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, n]) => `${SHORT[name] ?? name}${n}`);
  return parts.length ? `${total(counts)} (${parts.join(' ')})` : '0';
}
const units = (counts: TDynamoCounts) => `${counts.readUnits.toFixed(1)}/${counts.writeUnits.toFixed(1)}`;

async function send(
  url: string,
  call: TBenchCall,
  token: string | undefined,
): Promise<{ status: number; data: unknown }> {
  const target = new URL(call.path, url);
  for (const [key, value] of Object.entries(call.query ?? {})) target.searchParams.set(key, value);
  const body = call.body?.();
  const response = await fetch(target, {
    method: call.method,
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? (JSON.parse(text) as { data?: unknown }).data : undefined;
  } catch {
    data = undefined;
  }
  return { status: response.status, data };
}

/** Warm once (module import, caches), then count one call; its events run after the figures are read. */
async function measure(
  { stack, holdEvents, drainAudit }: TBenchStack,
  call: TBenchCall,
  tokens: TSignIns,
): Promise<TCallFigures> {
  const url = stack.url;
  const { readDynamoCounts, resetDynamoCounts } =
    await import('@skillway/functions/core/platform/clients/dynamodb-counter');
  const token = tokens[call.role];
  const prepare = async () => {
    if (call.before) await send(url, call.before, tokens[call.before.role]);
    await call.setup?.();
  };
  await prepare();
  const warm = await holdEvents(() => send(url, call, token));
  await warm.release();
  await prepare();
  await drainAudit();
  const counted = await holdEvents(async () => {
    resetDynamoCounts();
    const started = performance.now();
    const { status, data } = await send(url, call, token);
    const ms = performance.now() - started;
    return { status, data, ms, counts: readDynamoCounts() };
  });
  resetDynamoCounts();
  await counted.release();
  const eventCounts = readDynamoCounts();
  resetDynamoCounts();
  await drainAudit();
  const auditCounts = readDynamoCounts();
  await call.teardown?.();
  return { ...counted.result, eventCounts, auditCounts };
}

/** The ids the calls use, read from the company's data (not counted). */
async function companyIds(
  url: string,
  companyId: string,
  emails: { admin: string; manager: string; learner: string },
  adminToken: string,
): Promise<TCompanyIds> {
  const { findEmailOwner } = await import('@skillway/functions/core/people/auth/email-owner');
  const { listCompanyCourses } = await import('@skillway/functions/core/content/courses/course-repository');
  const { listCourseAssets } = await import('@skillway/functions/core/content/courses/material-repository');
  const { listQuestions } = await import('@skillway/functions/core/content/tests/test-repository');
  const { listCompanyPlaylists } = await import('@skillway/functions/core/content/playlists/playlist-repository');
  const { listUserExternalTraining } =
    await import('@skillway/functions/core/learner/external-training/external-training-repository');
  const { getCourseEnrolment } = await import('@skillway/functions/core/delivery/progress/course-progress-repository');
  const userId = async (email: string) => (await findEmailOwner(email))?.userId ?? 'none';
  const learnerId = await userId(emails.learner);
  const courses = (await listCompanyCourses(companyId)).filter((course) => course.published);
  let courseId = 'none';
  let assets: Awaited<ReturnType<typeof listCourseAssets>> = [];
  for (const course of courses) {
    const candidate = await listCourseAssets(companyId, course.course_id);
    const enrolled = await getCourseEnrolment(companyId, course.course_id, learnerId).catch(() => undefined);
    if (enrolled && candidate.some((asset) => asset.asset_type === 'video')) {
      courseId = course.course_id;
      assets = candidate;
      break;
    }
  }
  // A group with 3 members per Demo Ltd's size (made through the API, not counted).
  const members = await membersFor(companyId);
  const created = await fetch(`${url}/v1/group`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Bench group ${companyId}`, description: 'Bench' }),
  });
  const groupId = ((await created.json()) as { data?: { id?: string } }).data?.id ?? 'none';
  await fetch(`${url}/v1/groups/users/add/${groupId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ assign_users: members, unassign_users: [] }),
  });
  return {
    companyId,
    adminId: await userId(emails.admin),
    managerId: await userId(emails.manager),
    learnerId,
    courseId,
    videoId: assets.find((asset) => asset.asset_type === 'video')?.asset_id ?? 'none',
    linkId: assets.find((asset) => asset.asset_type !== 'video')?.asset_id ?? '',
    questionId: (await listQuestions(companyId, courseId))[0]?.question_id ?? 'none',
    groupId,
    playlistId: (await listCompanyPlaylists(companyId))[0]?.playlist_id ?? 'none',
    trainingId: (await listUserExternalTraining(companyId, learnerId))[0]?.training_id ?? 'none',
    testLogId: 'none',
  };
}

/** The company's learners for the bench group: 3 at Demo Ltd, 30 at the 10× company. */
async function membersFor(companyId: string): Promise<string[]> {
  const { listCompanyUsers } = await import('@skillway/functions/core/people/users/user-repository');
  const learners = (await listCompanyUsers(companyId)).filter((user) => user.role_id === ROLE.USER);
  return learners.slice(0, companyId === 'demo-ltd' ? 3 : 30).map((user) => user.user_id);
}

/** Everything the learner must have done for the test to be open: every material accessed. */
async function readyForTest(ids: TCompanyIds): Promise<void> {
  const { updateCourseProgress } =
    await import('@skillway/functions/core/delivery/progress/course-progress-repository');
  const { listCourseAssets } = await import('@skillway/functions/core/content/courses/material-repository');
  const now = new Date().toISOString();
  const assets = await listCourseAssets(ids.companyId, ids.courseId);
  await updateCourseProgress(ids.companyId, ids.courseId, ids.learnerId, (current) => ({
    state: USER_COURSE_STATE.TEST_PENDING,
    progress: 100,
    started_at: current.started_at ?? now,
    accessed: Object.fromEntries(assets.map((asset) => [asset.asset_id, now])),
  }));
}

async function runCompany(bench: TBenchStack, ids: TCompanyIds, tokens: TSignIns): Promise<Map<string, TCallFigures>> {
  const url = bench.stack.url;
  const results = new Map<string, TCallFigures>();
  await readyForTest(ids);
  for (const call of writeCalls(ids)) {
    if (call.id === 'testTaking.submit') {
      // A fresh paper for each attempt (served by the questions read), as the player does.
      await send(
        url,
        { id: 'x', role: 'learner', method: 'GET', path: `/v1/quiz/questions/${ids.courseId}` },
        tokens.learner,
      );
    }
    results.set(call.id, await measure(bench, call, tokens));
  }
  const submitted = results.get('testTaking.submit')?.data as { test_log_id?: string } | undefined;
  ids.testLogId = submitted?.test_log_id ?? 'none';
  for (const call of readCalls(ids)) results.set(call.id, await measure(bench, call, tokens));
  return results;
}

async function collect(bench: TBenchStack): Promise<TOperationFigures[]> {
  const url = bench.stack.url;
  const started = performance.now();
  const big = await buildBigCompany();
  console.log(`10× company built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const demo = { admin: 'admin@demo-ltd.test', manager: 'manager@demo-ltd.test', learner: 'learner1@demo-ltd.test' };
  const superAdmin = await signIn(url, 'superadmin@skillway.test', 'Super!Pass1');
  const demoTokens: TSignIns = {
    anonymous: undefined,
    superAdmin,
    admin: await signIn(url, demo.admin, 'Admin!Pass1'),
    manager: await signIn(url, demo.manager, 'Manager!Pass1'),
    learner: await signIn(url, demo.learner, 'Learner!Pass1'),
  };
  const bigTokens: TSignIns = {
    anonymous: undefined,
    superAdmin,
    admin: await signIn(url, big.admin, BIG_PASSWORD),
    manager: await signIn(url, big.manager, BIG_PASSWORD),
    learner: await signIn(url, big.learner, BIG_PASSWORD),
  };
  const demoIds = await companyIds(url, 'demo-ltd', demo, demoTokens.admin ?? '');
  // Demo Ltd's playlist is its learners 4 and 5's: the bench's learner joins it, as the 10× company's learner is on
  // its playlists, so both read the same shape.
  await fetch(`${url}/v1/channel/assign/${demoIds.playlistId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${demoTokens.admin ?? ''}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      assign_users: [demoIds.learnerId],
      unassign_users: [],
      assign_groups: [],
      unassign_groups: [],
    }),
  }).then((response) => {
    if (!response.ok) throw new Error(`playlist assign: ${response.status}`);
  });
  const bigIds = await companyIds(url, big.companyId, big, bigTokens.admin ?? '');
  const one = await runCompany(bench, demoIds, demoTokens);
  const ten = await runCompany(bench, bigIds, bigTokens);
  const calls = [...writeCalls(demoIds), ...readCalls(demoIds)];
  return calls.map((call) => ({
    id: call.id,
    role: call.role,
    one: one.get(call.id) as TCallFigures,
    ten: ten.get(call.id) as TCallFigures,
  }));
}

/** The figures (collected once per bench run; the cost bench reuses them). */
export function dynamoFigures(): Promise<TOperationFigures[]> {
  figures ??= withBenchStack(collect);
  return figures;
}

export async function benchDynamoDb(): Promise<void> {
  const rows = await dynamoFigures();
  let grown = 0;
  let scans = 0;
  const lines = rows.map((row) => {
    const scan = Boolean(row.one.counts.commands.Scan ?? row.ten.counts.commands.Scan);
    const polls = POLLING.has(row.id);
    const differs = !polls && total(row.one.counts) !== total(row.ten.counts);
    const status = row.one.status !== row.ten.status;
    if (scan) scans += 1;
    if (differs) grown += 1;
    const flag =
      [
        differs ? 'GROWS' : '',
        scan ? 'SCAN' : '',
        polls ? 'polls (bounded by the export wait)' : '',
        status ? 'status differs' : '',
      ]
        .filter(Boolean)
        .join(' ') || '✓';
    return [
      row.id,
      row.role,
      `${row.one.status}/${row.ten.status}`,
      describe(row.one.counts),
      describe(row.ten.counts),
      `${units(row.one.counts)} ${units(row.ten.counts)}`,
      total(row.one.eventCounts) || total(row.ten.eventCounts)
        ? `${total(row.one.eventCounts)}/${total(row.ten.eventCounts)}`
        : '',
      total(row.ten.auditCounts) ? `${total(row.ten.auditCounts)}, ${row.ten.auditCounts.writeUnits.toFixed(1)}` : '',
      flag,
    ];
  });
  console.log(
    table(
      [
        'operation',
        'role',
        'status 1×/10×',
        'calls 1×',
        'calls 10×',
        'RCU/WCU 1× 10×',
        'events 1×/10×',
        'audit calls, WCU 10×',
        '',
      ],
      lines,
    ),
  );
  console.log(
    'Events: the DynamoDB calls of the event handlers a call published, run after its figures were read (their own ' +
      'Lambdas on AWS). RCU/WCU: the consumed capacity DynamoDB Local reports (ReturnConsumedCapacity TOTAL, ' +
      "indexes included; transactions count double). Audit: the calls and write units of the audit stream's " +
      'consumer for what the call and its events changed (issue 31; a Lambda of its own on AWS).',
  );
  console.log(
    `\n${rows.length} operations: ${grown} whose calls grow with the data (goal 0) ${grown === 0 ? '✓' : '✗'}, ` +
      `${scans} that Scan (goal 0) ${scans === 0 ? '✓' : '✗'}`,
  );
  console.log(
    'G GetItem, Q Query, BG BatchGetItem, P PutItem, U UpdateItem, D DeleteItem, TW TransactWriteItems, BW BatchWriteItem',
  );
}
