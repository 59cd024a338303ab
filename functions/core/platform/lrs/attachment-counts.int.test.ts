/**
 * The attachment counts of the company's statement store (attachment-counts.ts, statement-repository.ts) against the
 * local table: raised in the statement's own transaction (a conflict counts nothing, also past the 100 writes a
 * transaction holds), lowered once however often a statement is deleted, and only held content whose count came back
 * to 0 is handed to the background deletion; a counter a deletion finds missing goes nowhere below 0.
 */
import { randomUUID } from 'node:crypto';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DETAIL_TYPE } from '@skillway/shared';
import { sortableId } from '../crypto/tokens';
import { lrsAttachmentCountEntity } from '../db/entities/lrs-statements';
import { keys } from '../db/keys';
import { setEventTransport } from '../events/publish-event';
import { markHeld } from './attachment-counts';
import { ownOrigin } from './statement-index';
import { deleteStatements, getStatementById, storeStatement, type TLrsStatementItem } from './statement-repository';

const companyId = `att-counts-${randomUUID().slice(0, 8)}`;
const hex = (n: number) => n.toString(16).padStart(64, '0');
let requested: string[][] = [];

function statementItem(statementId: string, sha2s: readonly string[]): TLrsStatementItem {
  const stored = new Date().toISOString();
  const statement = {
    id: statementId,
    actor: { objectType: 'Agent', mbox: 'mailto:counted@example.com' },
    verb: { id: 'http://adlnet.gov/expapi/verbs/attempted' },
    object: { id: 'http://example.com/activities/counted' },
    stored,
    attachments: sha2s.map((sha2) => ({
      usageType: 'http://example.com/usage',
      display: { 'en-US': 'file' },
      contentType: 'text/plain',
      length: 1,
      sha2,
      fileUrl: 'https://files.example.com/x',
    })),
  };
  return {
    company_id: companyId,
    stored_id: sortableId(),
    statement_id: statementId,
    statement: JSON.stringify(statement),
    stored,
    authority_key: 'test',
    origins: JSON.stringify([ownOrigin(statement, 'test')]),
  };
}

async function store(sha2s: readonly string[], statementId = randomUUID()) {
  const item = statementItem(statementId, sha2s);
  const result = await storeStatement(companyId, { item, fingerprint: 'test' });
  return { result, item, statementId };
}

async function counter(sha2: string) {
  const { Item } = await lrsAttachmentCountEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, sha2 })
    .options({ consistent: true })
    .send();
  return Item;
}

const countsOf = async (sha2s: readonly string[]) =>
  Promise.all(sha2s.map(async (sha2) => (await counter(sha2))?.count));

beforeAll(() => {
  setEventTransport(async (detailType, detail) => {
    if (detailType === DETAIL_TYPE.FILES_DELETE_REQUESTED) requested.push((detail as { keys: string[] }).keys);
  });
});

beforeEach(() => {
  requested = [];
});

afterAll(() => {
  setEventTransport(async () => undefined);
});

describe('attachment counts', () => {
  it('counts each SHA-2 once a statement, and a statement id conflict not at all', async () => {
    const [a, b] = [hex(1), hex(2)];
    const first = await store([a, b, a.toUpperCase()]);
    expect(first.result).toBe('stored');
    expect((await getStatementById(companyId, first.statementId))?.attachments).toEqual([a, b]);
    expect(await countsOf([a, b])).toEqual([1, 1]);
    expect((await store([a, b], first.statementId)).result).toBe('conflict');
    expect(await countsOf([a, b])).toEqual([1, 1]);
    // A statement without attachments keeps no list and moves no count.
    const plain = await store([]);
    expect((await getStatementById(companyId, plain.statementId))?.attachments).toBeUndefined();
  });

  it('counts past the 100 writes of one transaction, and takes the extra counts back on a conflict', async () => {
    const many = Array.from({ length: 120 }, (_, i) => hex(1000 + i));
    const stored = await store(many);
    expect(stored.result).toBe('stored');
    expect(new Set(await countsOf(many))).toEqual(new Set([1]));
    expect((await store(many, stored.statementId)).result).toBe('conflict');
    expect(new Set(await countsOf(many))).toEqual(new Set([1]));
    await markHeld(companyId, many.slice(0, 3));
    const item = (await getStatementById(companyId, stored.statementId))!;
    await deleteStatements(companyId, [item]);
    expect(new Set(await countsOf(many))).toEqual(new Set([undefined]));
    // Only held content is deleted; the rest was only ever named by a fileUrl.
    expect(requested.flat().sort()).toEqual(many.slice(0, 3).map((sha2) => keys.lrsAttachmentKey(companyId, sha2)));
  });

  it('lowers once however often a statement is deleted, and releases held content with the last statement', async () => {
    const shared = hex(3);
    await markHeld(companyId, [shared]);
    const one = await store([shared]);
    const two = await store([shared]);
    expect(await countsOf([shared])).toEqual([2]);
    const first = (await getStatementById(companyId, one.statementId))!;
    await deleteStatements(companyId, [first]);
    // Again, and as a concurrent deletion would: the statement is gone, nothing more is lowered.
    await Promise.all([deleteStatements(companyId, [first]), deleteStatements(companyId, [first])]);
    expect(await countsOf([shared])).toEqual([1]);
    expect(requested).toEqual([]);
    await deleteStatements(companyId, [(await getStatementById(companyId, two.statementId))!]);
    expect(await counter(shared)).toBeUndefined();
    expect(requested).toEqual([[keys.lrsAttachmentKey(companyId, shared)]]);
  });

  it('leaves a counter a deletion found missing below nothing, and its content alone', async () => {
    const lost = hex(4);
    const stored = await store([lost]);
    await lrsAttachmentCountEntity().build(DeleteItemCommand).key({ company_id: companyId, sha2: lost }).send();
    await markHeld(companyId, [lost]);
    await deleteStatements(companyId, [(await getStatementById(companyId, stored.statementId))!]);
    expect(await counter(lost)).toBeUndefined();
    expect(requested).toEqual([]);
  });
});
