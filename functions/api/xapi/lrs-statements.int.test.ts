/**
 * The company's statement store with client credentials (issue 35): statements from any actor, ids unique per
 * company, every GET filter on its index (agent, verb, activity, registration, related_*, since/until, ascending,
 * limit and `more`), the StatementRef rule, voiding, formats, each read and write scope, and the launch session's
 * confinement beside a client's company-wide view. Against the running local stack.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { XAPI_CLIENT_MSG, XAPI_VERB } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { call } from '../../../test/factories/http';
import { clientLrs, createLrsClient } from '../../../test/factories/lrs-clients';
import { addPerson, signIn } from '../../../test/factories/people';
import { launchParams, lrs, packageCourse, TIN_CAN_PACKAGE } from '../../../test/factories/xapi';

type TStatement = Record<string, unknown> & { id?: string };
interface TResult {
  statements: TStatement[];
  more: string;
}

const VERB = {
  ATTEMPTED: 'http://adlnet.gov/expapi/verbs/attempted',
  EXPERIENCED: 'http://adlnet.gov/expapi/verbs/experienced',
  ANSWERED: 'http://adlnet.gov/expapi/verbs/answered',
};

let owner: TRegistered;
let client: ReturnType<typeof clientLrs>;
const run = randomUUID().slice(0, 8);
const agent = (name: string) => ({ objectType: 'Agent', mbox: `mailto:${name}-${run}@example.com` });
const activity = (name: string) => `http://example.com/${run}/activities/${name}`;

function statement(actor: string, verb: string, object: string, extra: Record<string, unknown> = {}): TStatement {
  return { id: randomUUID(), actor: agent(actor), verb: { id: verb }, object: { id: activity(object) }, ...extra };
}

async function post(statements: TStatement[]): Promise<void> {
  const posted = await client('POST', 'statements', { body: statements });
  expect(posted.status).toBe(200);
}

async function query(params: Record<string, string>): Promise<TResult> {
  const answer = await client<TResult>('GET', 'statements', { query: params });
  expect(answer.status).toBe(200);
  return answer.body;
}

const ids = (result: TResult) => result.statements.map((s) => s.id);

beforeAll(async () => {
  owner = await registerCompany();
  client = clientLrs(await createLrsClient(owner.token, { scopes: ['all'] }));
});

describe('a client with the all scope', () => {
  const registration = randomUUID();
  const ann1 = statement('ann', VERB.ATTEMPTED, 'quiz', { context: { registration } });
  const ann2 = statement('ann', VERB.EXPERIENCED, 'video', {
    context: { contextActivities: { parent: { id: activity('course') } } },
  });
  const bob1 = statement('bob', VERB.ATTEMPTED, 'quiz', {
    context: { instructor: agent('ann'), registration },
  });
  const about = statement('cat', VERB.ANSWERED, 'ignored');

  beforeAll(async () => {
    await post([ann1, ann2, bob1]);
    // A statement about bob's: the StatementRef rule makes it match what bob's matches.
    about.object = { objectType: 'StatementRef', id: bob1.id };
    await post([about]);
  });

  it('stores statements of any actor and answers each by id, with the LRS properties set', async () => {
    const answer = await client<TStatement>('GET', 'statements', { query: { statementId: ann1.id! } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: ann1.id, actor: ann1.actor, version: '1.0.0' });
    expect((answer.body.authority as { name: string }).name).toBe('Authoring tool');
    expect(answer.headers.get('x-experience-api-consistent-through')).toBeTruthy();
  });

  it('filters by agent, narrowly and with related_agents', async () => {
    expect(ids(await query({ agent: JSON.stringify(agent('ann')), ascending: 'true' }))).toEqual([ann1.id, ann2.id]);
    const related = await query({ agent: JSON.stringify(agent('ann')), related_agents: 'true', ascending: 'true' });
    // bob's names ann as instructor; the statement about bob's inherits that.
    expect(ids(related)).toEqual([ann1.id, ann2.id, bob1.id, about.id]);
  });

  it('filters by verb, activity (and related activities) and registration, combined', async () => {
    expect(ids(await query({ verb: VERB.ATTEMPTED, ascending: 'true' }))).toEqual([ann1.id, bob1.id, about.id]);
    expect(ids(await query({ activity: activity('course') }))).toEqual([]);
    expect(ids(await query({ activity: activity('course'), related_activities: 'true' }))).toEqual([ann2.id]);
    expect(ids(await query({ registration, ascending: 'true' }))).toEqual([ann1.id, bob1.id, about.id]);
    expect(
      ids(await query({ registration, agent: JSON.stringify(agent('bob')), verb: VERB.ATTEMPTED, ascending: 'true' })),
    ).toEqual([bob1.id, about.id]);
  });

  it('pages with limit and more, newest first by default', async () => {
    const first = await query({ verb: VERB.ATTEMPTED, limit: '2' });
    expect(ids(first)).toEqual([about.id, bob1.id]);
    expect(first.more).toMatch(/^\/v1\/xapi\/statements\?more=/);
    const next = await client<TResult>('GET', `statements?${first.more.split('?')[1]}`);
    expect(ids(next.body)).toEqual([ann1.id]);
    expect(next.body.more).toBe('');
  });

  it('bounds by stored time: since exclusive, until inclusive', async () => {
    const stored = (await client<TStatement>('GET', 'statements', { query: { statementId: ann2.id! } })).body
      .stored as string;
    const agentFilter = JSON.stringify(agent('ann'));
    expect(ids(await query({ agent: agentFilter, since: stored }))).not.toContain(ann2.id);
    expect(ids(await query({ agent: agentFilter, until: stored }))).toContain(ann2.id);
  });

  it('voids a statement: lists leave it out, voidedStatementId answers it, its id is no longer a statementId', async () => {
    const target = statement('dan', VERB.ATTEMPTED, 'quiz');
    await post([target]);
    const voiding = statement('dan', XAPI_VERB.VOIDED, 'x');
    voiding.object = { objectType: 'StatementRef', id: target.id };
    await post([voiding]);
    const listed = await query({ agent: JSON.stringify(agent('dan')) });
    expect(ids(listed)).toEqual([voiding.id]);
    expect((await client('GET', 'statements', { query: { statementId: target.id! } })).status).toBe(404);
    expect((await client('GET', 'statements', { query: { voidedStatementId: target.id! } })).status).toBe(200);
    // A voiding statement cannot be voided.
    const again = statement('dan', XAPI_VERB.VOIDED, 'x');
    again.object = { objectType: 'StatementRef', id: voiding.id };
    expect((await client('POST', 'statements', { body: again })).status).toBe(400);
  });

  it('keeps ids unique: the same statement again is accepted, a different one with the same id is 409', async () => {
    const once = statement('eve', VERB.ATTEMPTED, 'quiz');
    expect((await client('PUT', 'statements', { query: { statementId: once.id! }, body: once })).status).toBe(204);
    expect((await client('PUT', 'statements', { query: { statementId: once.id! }, body: once })).status).toBe(204);
    const changed = { ...once, verb: { id: VERB.EXPERIENCED } };
    expect((await client('PUT', 'statements', { query: { statementId: once.id! }, body: changed })).status).toBe(409);
  });

  it('answers format=ids with identifiers only', async () => {
    const rich = statement('fay', VERB.ATTEMPTED, 'quiz');
    rich.actor = { ...agent('fay'), name: 'Fay' };
    rich.verb = { id: VERB.ATTEMPTED, display: { 'en-GB': 'attempted' } };
    rich.object = { id: activity('quiz'), definition: { name: { 'en-GB': 'Quiz' } } };
    await post([rich]);
    const answer = await client<TStatement>('GET', 'statements', { query: { statementId: rich.id!, format: 'ids' } });
    expect(answer.body.actor).toEqual(agent('fay'));
    expect(answer.body.verb).toEqual({ id: VERB.ATTEMPTED });
    expect(answer.body.object).toEqual({ id: activity('quiz') });
  });

  it('returns a single context activity as an array', async () => {
    const answer = await client<TStatement>('GET', 'statements', { query: { statementId: ann2.id! } });
    expect((answer.body.context as { contextActivities: { parent: unknown } }).contextActivities.parent).toEqual([
      { id: activity('course') },
    ]);
  });
});

describe('scopes and tenancy', () => {
  it('refuses what a scope does not allow (403) and narrows statements/read/mine to its own', async () => {
    const writer = clientLrs(await createLrsClient(owner.token, { name: 'Writer', scopes: ['statements/write'] }));
    const mine = clientLrs(
      await createLrsClient(owner.token, { name: 'Mine', scopes: ['statements/write', 'statements/read/mine'] }),
    );
    const stateOnly = clientLrs(await createLrsClient(owner.token, { name: 'State', scopes: ['state'] }));
    const own = statement('gus', VERB.ATTEMPTED, 'quiz');
    const written = statement('gus', VERB.EXPERIENCED, 'quiz');
    expect((await writer('POST', 'statements', { body: written })).status).toBe(200);
    const refused = await writer('GET', 'statements', { query: { statementId: written.id! } });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain(XAPI_CLIENT_MSG.SCOPE_MISSING);
    expect((await stateOnly('POST', 'statements', { body: statement('gus', VERB.ATTEMPTED, 'x') })).status).toBe(403);
    expect((await mine('POST', 'statements', { body: own })).status).toBe(200);
    const seen = await mine<TResult>('GET', 'statements', { query: { agent: JSON.stringify(agent('gus')) } });
    expect(seen.body.statements.map((s) => s.id)).toEqual([own.id]);
    expect((await mine('GET', 'statements', { query: { statementId: written.id! } })).status).toBe(404);
    // all reads everything.
    expect(ids(await query({ agent: JSON.stringify(agent('gus')), ascending: 'true' }))).toEqual([written.id, own.id]);
  });

  it("never shows another company's statements, and ids are per company", async () => {
    const stranger = await registerCompany();
    const theirs = clientLrs(await createLrsClient(stranger.token));
    const shared = statement('hal', VERB.ATTEMPTED, 'quiz');
    await post([shared]);
    expect((await theirs('GET', 'statements', { query: { statementId: shared.id! } })).status).toBe(404);
    expect(
      (await theirs<TResult>('GET', 'statements', { query: { agent: JSON.stringify(agent('hal')) } })).body.statements,
    ).toEqual([]);
    // The same id is theirs to use.
    expect((await theirs('POST', 'statements', { body: { ...shared, verb: { id: VERB.ANSWERED } } })).status).toBe(200);
  });
});

describe('launch sessions beside clients', () => {
  it("keeps a launch session to its learner's registration while a client sees the company's record", async () => {
    const companyId = owner.user.company_id;
    const learner = await addPerson(companyId, undefined, 'lrs-store');
    const course = await packageCourse(owner.token, companyId, TIN_CAN_PACKAGE, { enrol: [learner.id] });
    const learnerToken = await signIn(learner);
    const launched = await call('POST', `/v1/xapi-launch/${course.assetId}`, { token: learnerToken, body: {} });
    expect(launched.status).toBe(200);
    const params = launchParams(launched.body.launch_url as string);
    const session = lrs(params.get('auth')!);
    const actor = JSON.parse(params.get('actor')!) as Record<string, unknown>;
    const registrationId = params.get('registration')!;
    const own = { id: randomUUID(), actor, verb: { id: VERB.EXPERIENCED }, object: { id: params.get('activity_id')! } };
    expect((await session('POST', 'statements', { body: own })).status).toBe(200);
    // A client writes into the same registration for someone else: the session does not see it.
    const foreign = statement('ivy', VERB.ATTEMPTED, 'quiz', { context: { registration: registrationId } });
    await post([foreign]);
    const sessionView = await session<TResult>('GET', 'statements');
    expect(sessionView.body.statements.map((s) => s.id)).toEqual([own.id]);
    expect((await session('GET', 'statements', { query: { statementId: foreign.id! } })).status).toBe(404);
    expect(ids(await query({ registration: registrationId, ascending: 'true' }))).toEqual(
      expect.arrayContaining([own.id, foreign.id]),
    );
  });
});
