import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { currentAuditScope, runInAuditScope, type TAuditScope } from './audit-context';
import { systemHandler } from './system-handler';
import { recordSystemRead } from './system-read';

const dynamo = mockClient(DynamoDBDocumentClient);
// The SDK's prototype stays patched in the worker's shared module cache otherwise (isolate: false).
afterAll(() => dynamo.restore());
afterEach(() => dynamo.reset());

const busEvent = (detail: unknown) => ({ id: 'ev-1', 'detail-type': 'x', detail });
const request: TAuditScope = {
  requestId: 'req-1',
  action: 'users.update',
  decision: { items: ['User'] },
  companyId: 'c1',
  sourceIp: '',
  actor: { kind: 'user', id: 'u1' },
};

describe('systemHandler', () => {
  it("runs a system decision's handler as the system, with its action and items, the event's id and company", async () => {
    const handler = systemHandler('handlers/unpack-package', async (event: ReturnType<typeof busEvent>) => {
      expect(event.id).toBe('ev-1');
      return currentAuditScope();
    });
    expect(await handler(busEvent({ company_id: 'c9', asset_id: 'a1' }))).toEqual({
      requestId: 'ev-1',
      action: 'system.packageProcessed',
      decision: { items: ['CourseAsset'] },
      companyId: 'c9',
      sourceIp: '',
      actor: { kind: 'system', id: 'system' },
    });
  });

  it('runs a schedule without an event as a platform run with an id of its own', async () => {
    const handler = systemHandler('schedules/expire-trials', async (_event?: { id?: string }) => currentAuditScope());
    const scope = await handler();
    expect(scope).toMatchObject({
      action: 'system.trialExpired',
      companyId: 'platform',
      decision: { items: ['Company'] },
    });
    expect(scope?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("runs any other decision's handler outside every audit context, even when called inside a request's", async () => {
    const handler = systemHandler('handlers/notify-enrolment', async (_event: unknown) => currentAuditScope());
    expect(await runInAuditScope(request, () => handler(busEvent({ company_id: 'c1' })))).toBeUndefined();
  });

  it('passes what the handler answers or throws', async () => {
    const failing = systemHandler('handlers/convert-slides', async (_event: unknown): Promise<void> => {
      throw new Error('no converter');
    });
    await expect(failing(busEvent({}))).rejects.toThrow('no converter');
  });
});

describe('recordSystemRead', () => {
  it('writes one read marker keyed by the run, the system as its actor and the target and detail it names', async () => {
    dynamo.on(PutCommand).resolves({});
    await recordSystemRead(
      {
        action: 'system.scheduledReportSent',
        companyId: 'c1',
        runId: 'report:s-1',
        target: { type: 'report', id: 'sch-1', name: 'Group Report' },
        detail: { recipients: ['Ada <ada@example.test>'] },
      },
      new Date('2026-03-04T05:06:07.000Z'),
    );
    const item = dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(item).toMatchObject({
      pk: 'C#c1#AUDIT',
      sk: 'READ#report:s-1',
      _et: 'AuditRead',
      target_type: 'report',
      target_id: 'sch-1',
      target_name: 'Group Report',
      detail: JSON.stringify({ recipients: ['Ada <ada@example.test>'] }),
    });
    expect(JSON.parse(item?._aud as string)).toMatchObject({
      r: 'report:s-1',
      o: 'system.scheduledReportSent',
      ak: 'system',
      a: 'system',
      c: 'c1',
      i: ['AuditRead'],
    });
  });
});
