import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as TChainModule from './audit-chain';
import type { TAuditNames } from './audit-names';
import type { TAuditDraft, TStreamRecord } from './record-to-event';

const appended: { companyId: string; eventIds: string[]; skip: string[] }[] = [];
const failFor = new Map<string, string>();
const recorded = new Map<string, string[]>();

vi.mock('./audit-chain', async (importOriginal) => {
  const actual = await importOriginal<typeof TChainModule>();
  return {
    ...actual,
    recordedEventIdsSince: vi.fn(async (companyId: string) => new Set(recorded.get(companyId) ?? [])),
    appendAuditDrafts: vi.fn(async (companyId: string, drafts: TAuditDraft[], skip: Set<string>) => {
      const fresh = drafts.filter((draft) => !skip.has(draft.eventId));
      const failing = failFor.get(companyId);
      const index = fresh.findIndex((draft) => draft.eventId === failing);
      const done = index === -1 ? fresh : fresh.slice(0, index);
      appended.push({ companyId, eventIds: done.map((draft) => draft.eventId), skip: [...skip] });
      if (index !== -1) throw new actual.AuditAppendError(failing as string, new Error('boom'));
      return { appended: fresh.length, skipped: drafts.length - fresh.length };
    }),
  };
});

const { consumeAuditStream } = await import('./consume-stream');

const T = '2026-12-06T10:00:00.000Z';
const NAMES: TAuditNames = {
  user: async (_companyId, userId) => {
    if (userId === 'explodes') throw new Error('throttled');
    return undefined;
  },
  company: async () => undefined,
  course: async () => undefined,
  playlist: async () => undefined,
  group: async () => undefined,
  scimToken: async () => undefined,
};

function record(n: number, companyId: string, actor = 'admin'): TStreamRecord {
  const aud = JSON.stringify({
    v: 1,
    r: `r${n}`,
    o: 'users.update',
    i: ['User'],
    ak: 'user',
    a: actor,
    c: companyId,
    ip: '',
    t: T,
  });
  return {
    eventID: `ev-${n}`,
    eventName: 'MODIFY',
    dynamodb: {
      SequenceNumber: String(100 + n),
      OldImage: { pk: { S: `C#${companyId}` }, sk: { S: 'USER#u1' }, _et: { S: 'User' }, role_id: { N: '3' } },
      NewImage: {
        pk: { S: `C#${companyId}` },
        sk: { S: 'USER#u1' },
        _et: { S: 'User' },
        role_id: { N: String(3 + n) },
        _aud: { S: aud },
      },
    },
  };
}

const unstamped: TStreamRecord = {
  eventID: 'ev-plain',
  eventName: 'INSERT',
  dynamodb: { SequenceNumber: '150', NewImage: { pk: { S: 'C#a' }, sk: { S: 'USER#u2' } } },
};

beforeEach(() => {
  appended.length = 0;
  failFor.clear();
  recorded.clear();
});

describe('the stream consumer', () => {
  it("appends each company's events in order, skips records already in the log, ignores unstamped ones", async () => {
    recorded.set('a', ['ev-1']);
    const result = await consumeAuditStream([record(1, 'a'), unstamped, record(2, 'b'), record(3, 'a')], {
      names: NAMES,
    });
    expect(result).toEqual({ batchItemFailures: [], appended: 2, skipped: 1 });
    expect(appended).toEqual([
      { companyId: 'a', eventIds: ['ev-3'], skip: ['ev-1'] },
      { companyId: 'b', eventIds: ['ev-2'], skip: [] },
    ]);
  });

  it('a record it cannot read stops the batch there: the records before it are appended, it is named', async () => {
    const result = await consumeAuditStream([record(1, 'a'), record(2, 'a', 'explodes'), record(3, 'a')], {
      names: NAMES,
    });
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: '102' }]);
    expect(appended).toEqual([{ companyId: 'a', eventIds: ['ev-1'], skip: [] }]);
  });

  it("a company whose append fails names its first record not appended; another company's go on", async () => {
    failFor.set('a', 'ev-3');
    const result = await consumeAuditStream([record(1, 'a'), record(2, 'b'), record(3, 'a'), record(4, 'b')], {
      names: NAMES,
    });
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: '103' }]);
    expect(appended).toEqual([
      { companyId: 'a', eventIds: ['ev-1'], skip: [] },
      { companyId: 'b', eventIds: ['ev-2', 'ev-4'], skip: [] },
    ]);
  });
});
