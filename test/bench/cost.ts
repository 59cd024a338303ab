/**
 * Cost per 1,000 active learners a month (issue 13; the goal is issue 36's), from the DynamoDB bench's figures at
 * 10×: a simulated learner-month of 20 sessions of about 40 API calls, priced at on-demand list prices. Lambda time
 * is the warm round trip measured through the local adapter (an upper bound of the handler's billed time on this
 * machine).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPERATION_LIST } from '@skillway/shared';
import { REPO_ROOT } from '@skillway/infra/local/paths';
import { dynamoFigures, type TCallFigures } from './dynamodb';
import { table } from './format';

const PRICE = {
  httpApiPerMillion: 1.0,
  lambdaPerMillion: 0.2,
  lambdaPerGbSecond: 0.0000133334,
  writeUnitPerMillion: 0.625,
  readUnitPerMillion: 0.125,
};
const SESSIONS_PER_MONTH = 20;
/**
 * The audit log's share (issue 31): a learner's own learning is never audited, so the session above writes no event;
 * what is audited is what administrators do for learners: say two changes a learner-month (an enrolment, an edit),
 * each priced at the heaviest audited write row the DynamoDB bench measures.
 */
const AUDITED_CHANGES_PER_LEARNER_MONTH = 2;
const AUDITED_WRITE_ROWS = ['users.create', 'courses.update', 'groups.create'];
/** Issue 36's goal (issue 13 asked for $1.00: docs/performance.md keeps that row as history). */
const GOAL_PER_THOUSAND = 2.0;

/**
 * One learner session: open My Courses, a course, play it (a progress save every 45 s), a test. The player's save
 * cadence is the web's (every 45 s while a video plays); the server's share is what each call writes: the first call
 * of the day moves the enrolment's last-access day, a progress save or a material opened again writes only the
 * course's resume point, a material opened for the first time writes the enrolment.
 */
const SESSION: ReadonlyArray<readonly [string, number, string]> = [
  ['profile.get', 1, 'the signed-in shell loads the profile'],
  ['notifications.unread', 1, 'the bell'],
  ['learning.myCourses', 1, 'My Courses'],
  ['courses.get', 1, 'open a course'],
  ['learning.events (first of the day)', 1, 'course opened: the first call of the day writes the enrolment'],
  ['learning.getLastTime', 1, 'play: resume point'],
  ['learning.updateLastTime', 27, 'a progress save every 45 s for 22.5 minutes of video (resume point only)'],
  [
    'learning.updateLastTime (past a milestone)',
    3,
    "of those 30 saves, the 3 past a quarter, half and three quarters (the progressed statement's event)",
  ],
  ['learning.assetsViewed (new material)', 1, 'a material opened for the first time (enrolment written)'],
  ['learning.assetsViewed', 1, 'a material opened again (resume point only)'],
  ['tests.questions (new paper)', 1, "the test paper, drawn anew (its test attempted statement's event)"],
  ['testTaking.submit', 1, 'the test submitted'],
];

/** The memory every API function gets unless its row says otherwise (the CDK construct's default). */
function defaultMemoryMb(): number {
  const source = readFileSync(join(REPO_ROOT, 'infra/lib/constructs/skillway-function.ts'), 'utf8');
  const value = /const DEFAULT_MEMORY_MB = (\d+)/.exec(source)?.[1];
  if (!value) throw new Error('DEFAULT_MEMORY_MB not found in infra/lib/constructs/skillway-function.ts');
  return Number(value);
}

const usd = (value: number) => `$${value.toFixed(value < 0.01 ? 5 : 3)}`;

export async function benchCost(): Promise<void> {
  const figures = new Map((await dynamoFigures()).map((row) => [row.id, row.ten] as const));
  const fallbackMb = defaultMemoryMb();
  let requests = 0;
  let gbSeconds = 0;
  let readUnits = 0;
  let writeUnits = 0;
  const rows: string[][] = [];
  const refused: string[] = [];
  for (const [id, perSession, why] of SESSION) {
    const call: TCallFigures | undefined = figures.get(id);
    if (!call) throw new Error(`no DynamoDB figures for ${id}`);
    if (call.status >= 400) refused.push(`${id} (${call.status})`);
    const memoryMb = OPERATION_LIST.find((operation) => operation.id === id)?.memoryMb ?? fallbackMb;
    const n = perSession * SESSIONS_PER_MONTH;
    // Lambda bills whole milliseconds.
    const billedMs = Math.ceil(call.ms);
    requests += n;
    gbSeconds += n * (memoryMb / 1024) * (billedMs / 1000);
    // Events the call publishes, and the audit log of what it changed, do their DynamoDB work in other Lambdas:
    // their units count too.
    const reads = call.counts.readUnits + call.eventCounts.readUnits + call.auditCounts.readUnits;
    const writes = call.counts.writeUnits + call.eventCounts.writeUnits + call.auditCounts.writeUnits;
    readUnits += n * reads;
    writeUnits += n * writes;
    rows.push([id, String(n), `${memoryMb} MB`, `${billedMs} ms`, reads.toFixed(1), writes.toFixed(1), why]);
  }
  console.log(table(['call', 'per month', 'memory', 'time', 'RRU', 'WRU', 'why'], rows));
  // A refused call's units are those of its refusal: the learner-month below then prices less than it should.
  if (refused.length) console.log(`Refused at 10× this run, priced as refused: ${refused.join(', ')}`);
  const perLearner = {
    api: (requests / 1e6) * PRICE.httpApiPerMillion,
    lambda: (requests / 1e6) * PRICE.lambdaPerMillion + gbSeconds * PRICE.lambdaPerGbSecond,
    dynamodb: (readUnits / 1e6) * PRICE.readUnitPerMillion + (writeUnits / 1e6) * PRICE.writeUnitPerMillion,
  };
  const perThousand = (perLearner.api + perLearner.lambda + perLearner.dynamodb) * 1000;
  const auditUnits = Math.max(
    ...AUDITED_WRITE_ROWS.map((id) => {
      const audit = figures.get(id)?.auditCounts;
      if (!audit) throw new Error(`no DynamoDB figures for ${id}`);
      return audit.writeUnits + audit.readUnits * (PRICE.readUnitPerMillion / PRICE.writeUnitPerMillion);
    }),
  );
  const auditPerThousand = ((AUDITED_CHANGES_PER_LEARNER_MONTH * auditUnits) / 1e6) * PRICE.writeUnitPerMillion * 1000;
  const requestPrice = PRICE.httpApiPerMillion + PRICE.lambdaPerMillion;
  const floorPerThousand = (requests / 1e6) * requestPrice * 1000;
  // The spec saves watch time every 45 s while a video plays: each save must write at least one unit.
  const saves =
    SESSION.filter(([id]) => id.startsWith('learning.updateLastTime')).reduce((sum, [, n]) => sum + n, 0) *
    SESSIONS_PER_MONTH;
  const saveWritesPerThousand = (saves / 1e6) * PRICE.writeUnitPerMillion * 1000;
  const lowerBound = floorPerThousand + saveWritesPerThousand;
  const withinBound =
    lowerBound <= GOAL_PER_THOUSAND
      ? `${usd(GOAL_PER_THOUSAND - lowerBound)} is left within the goal for everything else`
      : "the goal cannot be met at the issue's learner-month";
  // The most requests a learner-month may make within the goal: at the request prices alone, and at this month's rate.
  const learnerBudget = GOAL_PER_THOUSAND / 1000;
  const floorMax = (learnerBudget / requestPrice) * 1e6;
  const atRateMax = learnerBudget / (perThousand / 1000 / requests);
  console.log(
    [
      `Assumptions: ${SESSIONS_PER_MONTH} sessions a month of ${requests / SESSIONS_PER_MONTH} API calls (the rows above), ` +
        `HTTP API $${PRICE.httpApiPerMillion.toFixed(2)}/M requests, Lambda arm64 $${PRICE.lambdaPerMillion.toFixed(2)}/M + ` +
        `$${PRICE.lambdaPerGbSecond}/GB-s at each function's configured memory (default ${fallbackMb} MB, infra/lib/constructs/skillway-function.ts),`,
      '  time = the warm round trip through the local adapter at 10× (noisy: 2 shared cores; includes the local HTTP hop),',
      `  DynamoDB on-demand $${PRICE.writeUnitPerMillion}/M WRU and $${PRICE.readUnitPerMillion}/M RRU (events the calls publish included);`,
      "  transactions at AWS's rule (2 units per KB of each item, indexes included, from DynamoDB Local's standard figures),",
      '  as Local misreports them; no free tier; CloudFront, S3 video delivery, Cognito, EventBridge and CloudWatch not included.',
      `Per learner-month: API ${usd(perLearner.api)}, Lambda ${usd(perLearner.lambda)} (${gbSeconds.toFixed(2)} GB-s), ` +
        `DynamoDB ${usd(perLearner.dynamodb)} (${readUnits.toFixed(0)} RRU, ${writeUnits.toFixed(0)} WRU)`,
      `cost ${usd(perThousand)} per 1,000 active learners a month (goal ≤ $${GOAL_PER_THOUSAND.toFixed(2)}) ${perThousand <= GOAL_PER_THOUSAND ? '✓' : '✗'}`,
      `Request floor: ${requests} requests a learner-month × $${requestPrice.toFixed(2)}/M (HTTP API + Lambda requests) = ` +
        `${usd(floorPerThousand)} per 1,000 learners before any compute or data. Within the goal: at most ` +
        `${floorMax.toFixed(0)} requests a learner-month (${(floorMax / SESSIONS_PER_MONTH).toFixed(0)} a session) if ` +
        `nothing else were billed; ${atRateMax.toFixed(0)} (${(atRateMax / SESSIONS_PER_MONTH).toFixed(0)} a session) ` +
        `at this month's cost per request.`,
      `Audit log: the learner's calls above write no event (a learner's own learning is not audited; their writes never ` +
        `reach the stream's consumer). ${AUDITED_CHANGES_PER_LEARNER_MONTH} administrators' changes a learner-month at ` +
        `${auditUnits.toFixed(1)} write units of audit each (the heaviest of ${AUDITED_WRITE_ROWS.join(', ')}) add ` +
        `${usd(auditPerThousand)} per 1,000 learners, ${((auditPerThousand / perThousand) * 100).toFixed(1)}% of the ` +
        `figure above (goal ≤ 10%) ${auditPerThousand <= perThousand * 0.1 ? '✓' : '✗'}.`,
      `Lower bound with the spec's saves: that floor + ${saves} progress saves × 1 write unit ($${PRICE.writeUnitPerMillion}/M) = ` +
        `${usd(lowerBound)} per 1,000 learners, with no read, no compute and nothing else written: ${withinBound}.`,
    ].join('\n'),
  );
}
