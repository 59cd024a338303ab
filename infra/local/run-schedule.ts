/**
 * `npm run schedule -- NAME [--now <ISO time>]`: runs one schedule of a running local product now (its
 * `POST /_local/schedules/NAME`) and prints the run; without NAME it lists the schedules and their last runs.
 * The product is found at http://localhost:$PORT (default 3000), as `npm start` serves it.
 */
import { parseArgs } from 'node:util';
import { localToolsAuthorization } from './local-tools-cli';

interface TRun {
  status: string;
  started_at: string;
  finished_at: string | null;
  result: unknown;
  error: string | null;
}

interface TStatus {
  name: string;
  cron: string;
  time_zone: string;
  last_run: TRun | null;
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { now: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});

const usage = 'Usage: npm run schedule -- [NAME] [--now <ISO time>]   (PORT selects the local product, default 3000)';
if (values.help || positionals.length > 1) {
  console.log(usage);
  process.exit(values.help ? 0 : 1);
}

const port = process.env.PORT ?? '3000';
const authorization = localToolsAuthorization();
const base = `http://localhost:${port}/_local/schedules`;
const name = positionals[0];

async function request(url: string, method: 'GET' | 'POST'): Promise<Response> {
  try {
    return await fetch(url, { method, headers: { authorization } });
  } catch {
    console.error(`Nothing answers at http://localhost:${port}: start the product with \`npm start\` (PORT=${port}).`);
    process.exit(1);
  }
}

if (!name) {
  const response = await request(base, 'GET');
  if (!response.ok) {
    // 404 without the right token: the product runs with another DATA_DIR (or its tools are off).
    console.error(`${response.status}: the product at ${base} refused; is DATA_DIR the one it runs with?`);
    process.exit(1);
  }
  const { data } = (await response.json()) as { data: TStatus[] };
  for (const schedule of data) {
    const last = schedule.last_run
      ? `last run ${schedule.last_run.started_at} ${schedule.last_run.status}`
      : 'not run yet';
    console.log(`${schedule.name.padEnd(22)} ${schedule.cron} ${schedule.time_zone.padEnd(14)} ${last}`);
  }
  process.exit(0);
}

const query = values.now ? `?now=${encodeURIComponent(values.now)}` : '';
const response = await request(`${base}/${encodeURIComponent(name)}${query}`, 'POST');
const body = (await response.json()) as { data?: TRun; message?: string; errors?: unknown };
if (!body.data) {
  console.error(`${response.status} ${body.message ?? ''}${body.errors ? ` ${JSON.stringify(body.errors)}` : ''}`);
  process.exit(1);
}
console.log(`${name}: ${body.data.status} (${body.data.started_at} → ${body.data.finished_at ?? '…'})`);
console.log(JSON.stringify(body.data.status === 'succeeded' ? body.data.result : body.data.error, null, 2));
process.exit(body.data.status === 'succeeded' ? 0 : 1);
