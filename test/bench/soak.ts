/**
 * `npm run soak` (issue 14): a bounded local soak. Starts a local stack in this process (temporary DATA_DIR, demo
 * data), then for SOAK_SECONDS (default 300) keeps 20 connections busy on 127.0.0.1 with a mix of learner calls
 * (My Courses, a course, progress saves, the profile; the demo learners, some in two "tabs") and administrator calls
 * (the user list, a user created, edited, enrolled on a course, put in and taken out of a group, unenrolled and
 * deleted). Prints requests/s, p50/p99 per call and overall, errors and 5xx, memory sampled every 10 s (RSS and heap
 * after a full GC of this process – the API handlers, the event bus and S3 run here – and RSS of the child processes
 * it started) and the demo company's counters against a full recount at the end. Exits non-zero on any error, 5xx,
 * counter mismatch, or a heap (after a full GC) that grew by more than 20 MB or a quarter over the run. Not part of
 * `npm test`; figures go to docs/performance.md ("Soak (issue 14)").
 *
 *   npm run soak                       # 5 minutes
 *   SOAK_SECONDS=30 npm run soak       # a short run
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { table } from './format';
import { signInSession } from './sign-in';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const CONNECTIONS = 20;
/** Of the 20 connections: learners (the 8 demo learners, six of them in two tabs) and administrators. */
const LEARNER_CONNECTIONS = 14;
const MEMORY_SAMPLE_MS = 10_000;
/** Sessions are renewed well inside the access token's life, so a longer SOAK_SECONDS keeps working. */
const SESSION_RENEW_MS = 10 * 60_000;
const LEARNER_PASSWORD = 'Learner!Pass1';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the soak reads arbitrary JSON bodies
type TAny = any;

interface TCallRecord {
  name: string;
  status: number;
  ms: number;
  error?: string;
}

const records: TCallRecord[] = [];
let stopAt = 0;

interface TSession {
  origin: string;
  email: string;
  password: string;
  token: string;
  renewedAt: number;
}

async function session(origin: string, email: string, password: string): Promise<TSession> {
  const body = await signInSession<{ access_token: string }>(origin, email, password);
  return { origin, email, password, token: body.access_token, renewedAt: Date.now() };
}

/** One call, timed and recorded; the parsed body (or undefined) is returned. */
async function request(
  who: TSession,
  name: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; data: TAny }> {
  if (Date.now() - who.renewedAt > SESSION_RENEW_MS)
    Object.assign(who, await session(who.origin, who.email, who.password));
  const started = performance.now();
  try {
    const response = await fetch(`${who.origin}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${who.token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    records.push({ name, status: response.status, ms });
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = text;
    }
    if (!response.ok) records[records.length - 1]!.error = text.slice(0, 200);
    return { status: response.status, data };
  } catch (error) {
    records.push({ name, status: 0, ms: performance.now() - started, error: String(error) });
    return { status: 0, data: undefined };
  }
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface TLearnerCourse {
  id: string;
  videos: string[];
  materials: string[];
}

/** The learner's enrolled courses with their videos and other materials (for progress saves). */
async function learnerCourses(who: TSession): Promise<TLearnerCourse[]> {
  const mine = await request(who, 'setup', 'GET', '/v1/my-published-courses?page=1&limit=50');
  const courses: TLearnerCourse[] = [];
  for (const row of (mine.data?.data ?? []) as { id: string }[]) {
    const course = await request(
      who,
      'setup',
      'GET',
      `/v1/courses/${row.id}?include=enrolled,videos,documents,links,ppts`,
    );
    const data = course.data?.data ?? {};
    const ids = (list: unknown) => ((list as { id: string }[] | undefined) ?? []).map((asset) => asset.id);
    courses.push({
      id: row.id,
      videos: ids(data.videos),
      materials: [...ids(data.documents), ...ids(data.links), ...ids(data.ppts)],
    });
  }
  return courses;
}

/** A learner's tab: My Courses, a course, a progress save, the profile, again and again. */
async function learnerLoop(who: TSession, courses: TLearnerCourse[]): Promise<void> {
  while (Date.now() < stopAt) {
    await request(who, 'learner: My Courses', 'GET', '/v1/my-published-courses?page=1&limit=10');
    if (courses.length > 0) {
      const course = pick(courses);
      await request(
        who,
        'learner: course',
        'GET',
        `/v1/courses/${course.id}?include=enrolled,videos,documents,links,ppts,test`,
      );
      if (course.videos.length > 0) {
        await request(who, 'learner: progress save', 'POST', '/v1/update-last-time', {
          asset_id: pick(course.videos),
          time: Math.floor(Math.random() * 30),
        });
      } else if (course.materials.length > 0) {
        await request(who, 'learner: material opened', 'POST', '/v1/assets-viewed', { id: pick(course.materials) });
      }
    }
    await request(who, 'learner: profile', 'GET', '/v1/user/profile');
  }
}

/** An administrator's round: the user list, then one user's life (created, edited, enrolled, grouped, deleted). */
async function adminLoop(who: TSession, courseIds: string[], groupIds: string[]): Promise<void> {
  while (Date.now() < stopAt) {
    await request(who, 'admin: user list', 'GET', '/v1/clients?page=1&limit=10');
    const email = `soak-${randomUUID().slice(0, 12)}@soak.test`;
    const created = await request(who, 'admin: create user', 'POST', '/v1/user', {
      first_name: 'Soak',
      last_name: 'User',
      email,
      send_email: 0,
    });
    const userId = created.data?.data?.id as string | undefined;
    if (!userId) {
      await pause(500);
      continue;
    }
    await request(who, 'admin: edit user', 'PUT', `/v1/users/${userId}`, {
      first_name: 'Soak',
      last_name: 'Edited',
      email,
    });
    const courseId = pick(courseIds);
    await request(who, 'admin: enrol', 'POST', `/v1/course/enrol/${courseId}`, { assign_users: [userId] });
    const groupId = pick(groupIds);
    await request(who, 'admin: join group', 'POST', `/v1/groups/users/add/${groupId}`, { assign_users: [userId] });
    await request(who, 'admin: leave group', 'POST', `/v1/groups/users/add/${groupId}`, { unassign_users: [userId] });
    await request(who, 'admin: unenrol', 'POST', `/v1/course/enrol/${courseId}`, { unassign_users: [userId] });
    await request(who, 'admin: delete user', 'DELETE', `/v1/users/${userId}`);
  }
}

/** Resident memory (KiB) of a process, from /proc. */
function rssKiB(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** The processes this one started (the emulators), at any depth. */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

interface TMemorySample {
  at: number;
  rss: number;
  /** Heap used right after a full collection: what the process holds on to. */
  heap: number;
  emulators: number;
}

// A full collection before each sample, so the heap figure is what is retained (not what awaits collection).
setFlagsFromString('--expose_gc');
const collectGarbage = runInNewContext('gc') as () => void;

function sampleMemory(started: number): TMemorySample {
  collectGarbage();
  const usage = process.memoryUsage();
  return {
    at: Math.round((Date.now() - started) / 1000),
    rss: usage.rss / 1024 / 1024,
    heap: usage.heapUsed / 1024 / 1024,
    emulators: descendants(process.pid).reduce((sum, pid) => sum + rssKiB(pid), 0) / 1024,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const mb = (value: number) => `${value.toFixed(0)} MB`;

async function main(): Promise<number> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { startLocalStack } = await import('@skillway/infra/local/local-stack');
  const dataDir = await mkdtemp(join(tmpdir(), 'skillway-soak-'));
  const stack = await startLocalStack({ port: 0, dataDir, seed: true, quiet: true });
  try {
    const origin = stack.url.replace('localhost', '127.0.0.1');
    const admin = await session(origin, 'admin@demo-ltd.test', 'Admin!Pass1');
    const companyId = (
      await signInSession<{ access_token?: string; user: { company_id: string } }>(origin, admin.email, admin.password)
    ).user.company_id;
    const { recountCompany } = await import('@skillway/functions/core/workflows/recount-counters');
    const before = await recountCompany(companyId);

    const courses = await request(admin, 'setup', 'GET', '/v1/courses?page=1&limit=50');
    const courseIds = ((courses.data?.data ?? []) as { id: string; published?: boolean }[])
      .filter((course) => course.published !== false)
      .map((course) => course.id);
    if (courseIds.length === 0) throw new Error('the demo company has no published course');
    // Two groups of the soak's own: one enrolled on a course, one on the demo playlist, so the administrators'
    // membership changes move enrolments (and their counters) through groups and playlists too.
    const groupIds: string[] = [];
    for (const name of ['Soak group A', 'Soak group B']) {
      const created = await request(admin, 'setup', 'POST', '/v1/group', { name });
      groupIds.push(created.data?.data?.id as string);
    }
    await request(admin, 'setup', 'POST', `/v1/course/enrol/${courseIds[0]}`, { assign_groups: [groupIds[0]] });
    const playlists = await request(admin, 'setup', 'GET', '/v1/channels?page=1&limit=10');
    const playlistId = (playlists.data?.data as { id: string }[] | undefined)?.[0]?.id;
    if (playlistId) {
      await request(admin, 'setup', 'POST', `/v1/channel/assign/${playlistId}`, { assign_groups: [groupIds[1]] });
    }

    const learners = await Promise.all(
      Array.from({ length: 8 }, (_, index) => session(origin, `learner${index + 1}@demo-ltd.test`, LEARNER_PASSWORD)),
    );
    const learnerSetups = await Promise.all(learners.map(async (who) => ({ who, courses: await learnerCourses(who) })));
    const setupFailures = records.filter((record) => record.status !== 200 && record.status !== 201);
    if (setupFailures.length > 0) throw new Error(`setup calls failed: ${JSON.stringify(setupFailures.slice(0, 3))}`);
    records.length = 0;

    console.log(
      `Soak: ${SECONDS} s, ${CONNECTIONS} connections (${LEARNER_CONNECTIONS} learner tabs of ${learners.length} ` +
        `learners, ${CONNECTIONS - LEARNER_CONNECTIONS} administrators) on ${origin}; ${courseIds.length} courses, ` +
        `${groupIds.length} groups, ${playlistId ? 'a playlist' : 'no playlist'}; ${cpus().length} cores, load ${loadavg()
          .map((value) => value.toFixed(1))
          .join(' ')}`,
    );
    const started = Date.now();
    stopAt = started + SECONDS * 1000;
    const memory: TMemorySample[] = [sampleMemory(started)];
    const sampler = setInterval(() => {
      memory.push(sampleMemory(started));
      const done = records.length;
      const failed = records.filter((record) => record.status === 0 || record.status >= 400).length;
      console.log(
        `  ${memory.at(-1)!.at} s: ${done} requests, ${failed} errors, RSS ${mb(memory.at(-1)!.rss)}, heap ` +
          `${mb(memory.at(-1)!.heap)} ` +
          `(emulators ${mb(memory.at(-1)!.emulators)}), load ${loadavg()[0]!.toFixed(1)}`,
      );
    }, MEMORY_SAMPLE_MS);
    const loadStart = loadavg()[0]!;
    await Promise.all([
      ...Array.from({ length: LEARNER_CONNECTIONS }, (_, index) => {
        const setup = learnerSetups[index % learnerSetups.length]!;
        return learnerLoop(setup.who, setup.courses);
      }),
      ...Array.from({ length: CONNECTIONS - LEARNER_CONNECTIONS }, () => adminLoop(admin, courseIds, groupIds)),
    ]);
    clearInterval(sampler);
    const elapsed = (Date.now() - started) / 1000;
    memory.push(sampleMemory(started));
    const loadEnd = loadavg()[0]!;
    // Background work the calls started (welcome emails, certificates, notifications) finishes before the recount.
    await stack.drainEvents();
    const after = await recountCompany(companyId);

    const byName = new Map<string, TCallRecord[]>();
    for (const record of records) byName.set(record.name, [...(byName.get(record.name) ?? []), record]);
    const rows = [...byName].map(([name, list]) => {
      const times = list.map((record) => record.ms).sort((a, b) => a - b);
      const failed = list.filter((record) => record.status === 0 || record.status >= 400).length;
      return [
        name,
        String(list.length),
        (list.length / elapsed).toFixed(1),
        `${percentile(times, 50).toFixed(0)} ms`,
        `${percentile(times, 99).toFixed(0)} ms`,
        String(failed),
      ];
    });
    const all = records.map((record) => record.ms).sort((a, b) => a - b);
    const errors = records.filter((record) => record.status === 0 || record.status >= 400);
    const serverErrors = records.filter((record) => record.status >= 500);
    rows.push([
      'all',
      String(records.length),
      (records.length / elapsed).toFixed(1),
      `${percentile(all, 50).toFixed(0)} ms`,
      `${percentile(all, 99).toFixed(0)} ms`,
      String(errors.length),
    ]);
    console.log(table(['call', 'requests', 'req/s', 'p50', 'p99', 'errors'], rows));
    // The first sample is taken before the load starts; "first" below is the first one under load (10 s).
    const loaded = memory.length > 2 ? memory.slice(1) : memory;
    const rss = loaded.map((sample) => sample.rss);
    const heap = loaded.map((sample) => sample.heap);
    const emulators = loaded.map((sample) => sample.emulators);
    const range = (values: number[]) =>
      `first ${mb(values[0]!)}, last ${mb(values.at(-1)!)}, max ${mb(Math.max(...values))}`;
    console.log(
      `Memory (every ${MEMORY_SAMPLE_MS / 1000} s under load, ${loaded.length} samples; before the load: RSS ` +
        `${mb(memory[0]!.rss)}, heap ${mb(memory[0]!.heap)}): this process RSS ${range(rss)}; heap after a full GC ` +
        `${range(heap)}; child processes (DynamoDB Local, cognito-local) RSS ${range(emulators)}`,
    );
    // Flat: the heap a full GC leaves grew by at most 20 MB or a quarter from the first sample under load to the last.
    const heapGrowth = heap.at(-1)! - heap[0]!;
    const memoryFlat = heapGrowth <= Math.max(20, heap[0]! / 4);
    console.log(
      `Memory ${memoryFlat ? 'flat ✓' : 'growing ✗'}: heap after a full GC ${heapGrowth >= 0 ? '+' : ''}${heapGrowth.toFixed(1)} MB`,
    );
    console.log(`Load average (1 min): ${loadStart.toFixed(1)} at the start, ${loadEnd.toFixed(1)} at the end`);
    console.log(
      `Errors ${errors.length}, 5xx ${serverErrors.length}; counters: ${after.compared} compared, ` +
        `${after.differences.length} differ from the recount, ${after.sourceProblems.length} source problems ` +
        `(before the soak: ${before.differences.length} and ${before.sourceProblems.length})`,
    );
    for (const error of errors.slice(0, 10)) console.log(`  ${error.name}: ${error.status} ${error.error ?? ''}`);
    for (const difference of after.differences.slice(0, 10)) console.log(`  ${JSON.stringify(difference)}`);
    for (const problem of after.sourceProblems.slice(0, 10)) console.log(`  ${problem}`);
    const ok = errors.length === 0 && memoryFlat && after.differences.length === 0 && after.sourceProblems.length === 0;
    console.log(ok ? 'Soak passed ✓' : 'Soak FAILED ✗');
    return ok ? 0 : 1;
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
