/**
 * Issue 33's upload bench: a 1 GB generated video through the local product in Chromium (Uppy's multipart upload,
 * the same-origin store proxy, completion and the content check) against a single-stream PutObject of the same bytes
 * to the same store; a resume after the browser is killed at half way (what it sends again); and the peak memory of
 * the server (this process hosts the stack) and of Chromium during the upload, against their idle figures.
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { MB, ROLE, ROLE_NAME } from '@skillway/shared';
import { planParts } from '@skillway/shared/rules/part-plan';
import type { TLocalStack } from '@skillway/infra/local/local-stack';
import { REPO_ROOT } from '../../infra/lib/bundling/repo-root';
import { chromiumPath } from '../support/browser';
import { signInSession } from './sign-in';
import { table } from './format';

const SIZE = 1024 * MB;
const GOAL_RATIO = 1.3;
/** Floor and product each measured this many times, alternately; the medians are compared. */
const ROUNDS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** `low–high` of the values, in seconds unless told. */
function spread(values: number[], digits = 1, unit = ' s'): string {
  return `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}${unit}`;
}
const MP4 = join(REPO_ROOT, 'functions/core/content/courses/catalogue/assets/shared/course-introduction.mp4');

/** A playable MP4 of `size` bytes (the catalogue's short video, then one `free` box), written in 4 MB pieces. */
async function writeVideo(path: string, size: number): Promise<void> {
  const video = readFileSync(MP4);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(size - video.length, 0);
  header.write('free', 4, 'latin1');
  const out = createWriteStream(path);
  out.write(video);
  out.write(header);
  const chunk = Buffer.alloc(4 * MB, 0x2e);
  for (let left = size - video.length - 8; left > 0; left -= chunk.length) {
    if (!out.write(left >= chunk.length ? chunk : chunk.subarray(0, left))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** Resident memory of every Chromium process, in bytes (Linux /proc). */
function chromiumRss(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      if (!/chrom/i.test(command)) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/** Samples `read` every 250 ms until stopped; answers the peak. */
function sampler(read: () => number) {
  let peak = read();
  const timer = setInterval(() => (peak = Math.max(peak, read())), 250);
  return () => {
    clearInterval(timer);
    return Math.max(peak, read());
  };
}

/** `partNumber` of a part PUT to the store, else undefined. */
function partOf(url: string, method: string): number | undefined {
  if (method !== 'PUT') return undefined;
  const parsed = new URL(url);
  if (!parsed.pathname.startsWith('/_local/s3/') || !parsed.searchParams.has('uploadId')) return undefined;
  return Number(parsed.searchParams.get('partNumber'));
}

async function signInPage(page: Page, origin: string, email: string, password: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Opens Add Video on the course and gives it the file; answers when the file is handed to the upload. */
async function startVideoUpload(page: Page, origin: string, courseId: string, file: string, title: string) {
  await page.goto(`${origin}/admin/courses/${courseId}`);
  await page.getByRole('button', { name: 'Add Video' }).click();
  const panel = page.getByRole('form', { name: 'Add Video' });
  await panel.getByRole('textbox', { name: 'Title' }).fill(title);
  await panel.locator('input[type=file]').setInputFiles(file);
}

const completion = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/v1/sign/multipart/complete') && response.ok(), {
    timeout: 30 * 60_000,
  });

async function api(origin: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: unknown };
}

/** One PutObject of the whole file, streamed, straight to the store: the floor the product is measured against. */
async function singleStreamSeconds(stack: TLocalStack, file: string): Promise<number> {
  const client = new S3Client({
    endpoint: stack.env.S3_ENDPOINT,
    forcePathStyle: true,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const started = performance.now();
  await client.send(
    new PutObjectCommand({
      Bucket: stack.env.UPLOADS_BUCKET,
      Key: `c/bench/single-stream/${Date.now()}.mp4`,
      Body: createReadStream(file),
      ContentLength: SIZE,
      ContentType: 'video/mp4',
    }),
  );
  return (performance.now() - started) / 1000;
}

async function newContext(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    viewport: { width: 1366, height: 900 },
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
}

export async function benchUploads(): Promise<void> {
  if (!existsSync(join(REPO_ROOT, 'web', 'dist', 'index.html'))) {
    spawnSync('npm', ['run', 'build:web'], { cwd: REPO_ROOT, stdio: 'ignore' });
  }
  const { startLocalStack } = await import('@skillway/infra/local/local-stack');
  const dir = await mkdtemp(join(tmpdir(), 'skillway-bench-uploads-'));
  const stack = await startLocalStack({
    port: 0,
    dataDir: join(dir, 'data'),
    seed: true,
    quiet: true,
    firstScheduleDelayMs: 86_400_000,
  });
  const contexts: BrowserContext[] = [];
  try {
    const origin = stack.url;
    const admin = stack.credentials.find((item) => item.role === ROLE_NAME[ROLE.ADMIN])!;
    const superAdmin = stack.credentials.find((item) => item.role === ROLE_NAME[ROLE.SUPER_ADMIN])!;
    const adminToken = (await signInSession<{ access_token: string; user: { company_id: string } }>(
      origin,
      admin.email,
      admin.password,
    )) as { access_token: string; user: { company_id: string } };
    const superToken = (await signInSession<{ access_token: string }>(origin, superAdmin.email, superAdmin.password))
      .access_token;
    await api(origin, superToken, 'PUT', `/v1/companies/${adminToken.user.company_id}/video-limit`, {
      video_max_mb: 2048,
    });
    const courses = (await api(origin, adminToken.access_token, 'GET', '/v1/courses?limit=1')).data as { id: string }[];
    const courseId = courses[0]!.id;
    const file = join(dir, 'Quarterly all-hands.mp4');
    await writeVideo(file, SIZE);
    const plan = planParts(SIZE);

    // The floor and the product, one after the other, ROUNDS times: each after `sync`, so neither pays for the
    // other's gigabyte still being written back to disk (the order alone moved single figures by 30 %).
    const first = await newContext(join(dir, 'profile-1'));
    contexts.push(first);
    const page = first.pages()[0] ?? (await first.newPage());
    await signInPage(page, origin, admin.email, admin.password);
    const serverIdle = process.memoryUsage().rss;
    const browserIdle = chromiumRss();
    const serverPeak = sampler(() => process.memoryUsage().rss);
    const browserPeak = sampler(chromiumRss);
    let lastPart = 0;
    page.on('response', (response) => {
      if (partOf(response.url(), response.request().method()) !== undefined) lastPart = performance.now();
    });
    const rounds: { floor: number; product: number; parts: number }[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      spawnSync('sync');
      const floor = await singleStreamSeconds(stack, file);
      spawnSync('sync');
      const started = performance.now();
      const done = completion(page);
      await startVideoUpload(page, origin, courseId, file, `All-hands recording ${round}`);
      await done;
      rounds.push({ floor, product: (performance.now() - started) / 1000, parts: (lastPart - started) / 1000 });
    }
    const floorSeconds = median(rounds.map((round) => round.floor));
    const productSeconds = median(rounds.map((round) => round.product));
    const partsSeconds = median(rounds.map((round) => round.parts));
    const server = { idle: serverIdle, peak: serverPeak() };
    const browser = { idle: browserIdle, peak: browserPeak() };
    await first.close();

    // Killed at half way, then resumed in a new browser on the same profile (localStorage holds the upload).
    const profile = join(dir, 'profile-2');
    const second = await newContext(profile);
    contexts.push(second);
    const killed = second.pages()[0] ?? (await second.newPage());
    await signInPage(killed, origin, admin.email, admin.password);
    const storedBefore = new Set<number>();
    const startedBefore = new Set<number>();
    killed.on('request', (request) => {
      const part = partOf(request.url(), request.method());
      if (part !== undefined) startedBefore.add(part);
    });
    const half = new Promise<void>((resolve) => {
      killed.on('response', (response) => {
        const part = partOf(response.url(), response.request().method());
        if (part !== undefined && response.status() === 200) storedBefore.add(part);
        if (storedBefore.size >= plan.partCount / 2) resolve();
      });
    });
    await startVideoUpload(killed, origin, courseId, file, 'All-hands recording, resumed');
    await half;
    await second.close();
    // Counted once the browser is gone: a part may start or finish while it closes.
    const storedAtKill = new Set(storedBefore);
    const inFlightAtKill = [...startedBefore].filter((part) => !storedAtKill.has(part)).length;
    contexts.pop();

    const third = await newContext(profile);
    contexts.push(third);
    const resumed = third.pages()[0] ?? (await third.newPage());
    const sentAfter: number[] = [];
    resumed.on('request', (request) => {
      const part = partOf(request.url(), request.method());
      if (part !== undefined) sentAfter.push(part);
    });
    await resumed.goto(`${origin}/admin/courses/${courseId}`);
    await resumed.getByRole('button', { name: /^Uploads/ }).click();
    const chooser = resumed.waitForEvent('filechooser');
    await resumed.getByRole('button', { name: 'Choose Quarterly all-hands.mp4 again to resume' }).click();
    const resumedDone = completion(resumed);
    await (await chooser).setFiles(file);
    await resumedDone;
    const storedSentAgain = sentAfter.filter((part) => storedAtKill.has(part)).length;
    const unstartedBefore = plan.partCount - new Set([...storedAtKill, ...startedBefore]).size;
    const partsAgain = new Set(sentAfter).size - unstartedBefore;

    const ratio = productSeconds / floorSeconds;
    const gb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
    console.log(
      table(
        ['Measure', 'Figure', 'Goal'],
        [
          [
            `Single-stream PutObject, 1 GB (median of ${ROUNDS})`,
            `${floorSeconds.toFixed(1)} s (${spread(rounds.map((round) => round.floor))})`,
            '',
          ],
          [
            `Product upload, 1 GB (${plan.partCount} parts of ${plan.partSize / MB} MB, 4 at once; median of ${ROUNDS})`,
            `${productSeconds.toFixed(1)} s (${spread(rounds.map((round) => round.product))}), ${ratio.toFixed(2)}× (rounds ${spread(
              rounds.map((round) => round.product / round.floor),
              2,
              '×',
            )}): parts ${partsSeconds.toFixed(1)} s, completion ${(productSeconds - partsSeconds).toFixed(1)} s`,
            `≤ ${GOAL_RATIO}× ${ratio <= GOAL_RATIO ? '✓' : '✗'}`,
          ],
          [
            `Resume after the browser died at ${storedAtKill.size}/${plan.partCount} parts stored`,
            `${partsAgain} part(s) sent again (${inFlightAtKill} were in flight), ${storedSentAgain} stored part(s) re-sent`,
            'stored parts never re-sent; at most the parts in flight',
          ],
          ['Server (this process) memory, idle → peak', `${gb(server.idle)} → ${gb(server.peak)}`, 'flat'],
          ['Chromium memory (all processes), idle → peak', `${gb(browser.idle)} → ${gb(browser.peak)}`, 'flat'],
        ],
      ),
    );
  } finally {
    for (const context of contexts) await context.close().catch(() => undefined);
    await stack.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
