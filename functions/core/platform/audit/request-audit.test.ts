import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TOperation } from '@skillway/shared/manifest/types';
import type { TAuth } from '../http/principal';
import type { TApiEvent } from '../http/types';
import {
  currentAuditScope,
  describeAuditRead,
  runInAuditScope,
  runOutsideAuditScope,
  setAuditActor,
  type TAuditScope,
} from './audit-context';
import { runAudited } from './request-audit';
import { runAsSystem } from './system-audit';

const NOW = '2026-03-04T05:06:07.000Z';
const dynamo = mockClient(DynamoDBDocumentClient);
// The SDK's prototype stays patched in the worker's shared module cache otherwise (isolate: false).
afterAll(() => dynamo.restore());

function operation(audit: TOperation['audit'], id = 'users.update'): TOperation {
  return {
    id,
    method: 'PUT',
    path: '/v1/x/{id}',
    handler: 'api/x',
    access: 'authenticated',
    summary: '',
    tag: '',
    response: undefined as never,
    audit,
  };
}

function auth(roleId: 1 | 2, companyId = 'c1'): TAuth {
  return { userId: 'u9', companyId, roleId } as TAuth;
}

const event = { headers: {}, requestContext: { http: { sourceIp: '198.51.100.7' } } } as unknown as TApiEvent;

function request(overrides: { auth?: TAuth; input?: object } = {}) {
  return {
    event,
    requestId: 'req-7',
    auth: overrides.auth ?? auth(2),
    input: overrides.input ?? { params: { id: 'u1' } },
  };
}

const sample: TAuditScope = {
  requestId: 'r',
  action: 'a',
  decision: { items: ['User'] },
  companyId: 'c1',
  sourceIp: '',
};

beforeEach(() => {
  dynamo.reset();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});
afterEach(() => vi.useRealTimers());

describe('the audit context', () => {
  it('holds a scope for what the function awaits, the inner one replacing the outer, none outside', async () => {
    expect(currentAuditScope()).toBeUndefined();
    await runInAuditScope(sample, async () => {
      await Promise.resolve();
      expect(currentAuditScope()).toBe(sample);
      await runInAuditScope({ ...sample, action: 'inner' }, async () =>
        expect(currentAuditScope()?.action).toBe('inner'),
      );
      expect(runOutsideAuditScope(() => currentAuditScope())).toBeUndefined();
      expect(currentAuditScope()).toBe(sample);
    });
    expect(currentAuditScope()).toBeUndefined();
  });

  it('takes the actor a handler verified (SCIM) and the target a read names, only inside a context', async () => {
    setAuditActor({ kind: 'scim_token', id: 't1' }, 'c2');
    describeAuditRead({ id: 'x' });
    const scope: TAuditScope = { ...sample, companyId: '', decision: { read: 'user' } };
    await runInAuditScope(scope, async () => {
      setAuditActor({ kind: 'scim_token', id: 't1' }, 'c2');
      describeAuditRead({ id: 'u1', name: 'Ada Lovelace' });
    });
    expect(scope.actor).toEqual({ kind: 'scim_token', id: 't1' });
    expect(scope.companyId).toBe('c2');
    expect(scope.read).toEqual({ type: 'user', id: 'u1', name: 'Ada Lovelace' });
  });

  it('runs a system change as the system actor with its action and items', async () => {
    const seen = await runAsSystem({ action: 'system.trialExpired', items: ['Company'], runId: 'ev-1' }, async () =>
      currentAuditScope(),
    );
    expect(seen).toEqual({
      requestId: 'ev-1',
      action: 'system.trialExpired',
      decision: { items: ['Company'] },
      companyId: 'platform',
      sourceIp: '',
      actor: { kind: 'system', id: 'system' },
    });
  });
});

describe('runAudited', () => {
  it('runs an items operation in its context with the caller as the actor', async () => {
    const seen = await runAudited(operation({ items: ['User'] }), request(), async () => currentAuditScope());
    expect(seen).toEqual({
      requestId: 'req-7',
      action: 'users.update',
      decision: { items: ['User'] },
      companyId: 'c1',
      sourceIp: '198.51.100.7',
      actor: { kind: 'user', id: 'u9', roleId: 2 },
    });
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('records the super administrator as acting on behalf of a company', async () => {
    const seen = await runAudited(operation({ items: ['User'] }), request({ auth: auth(1, 'platform') }), async () =>
      currentAuditScope(),
    );
    expect(seen?.actor).toEqual({ kind: 'super_admin', id: 'u9', roleId: 1, onBehalf: true });
    expect(seen?.companyId).toBe('platform');
  });

  it('runs a none operation without a context', async () => {
    expect(await runAudited(operation({ none: 'a read' }), request(), async () => currentAuditScope())).toBeUndefined();
  });

  it('writes one read marker after a read succeeded, with the target the handler named', async () => {
    const result = await runAudited(
      operation({ read: 'user' }, 'users.export'),
      request({ input: { query: { format: 'csv' } } }),
      async () => {
        describeAuditRead({ id: 'all', name: 'Every user' });
        return 'file';
      },
    );
    expect(result).toBe('file');
    const puts = dynamo.commandCalls(PutCommand);
    expect(puts).toHaveLength(1);
    const item = puts[0]?.args[0].input.Item ?? {};
    expect(item).toMatchObject({
      pk: 'C#c1#AUDIT',
      sk: 'READ#req-7',
      _et: 'AuditRead',
      target_type: 'user',
      target_id: 'all',
      target_name: 'Every user',
      detail: '{"query":{"format":"csv"}}',
      ttl: Date.parse(NOW) / 1000 + 86_400,
    });
    expect(JSON.parse(item._aud as string)).toEqual({
      v: 1,
      r: 'req-7',
      o: 'users.export',
      i: ['AuditRead'],
      ak: 'user',
      a: 'u9',
      ro: 2,
      c: 'c1',
      ip: '198.51.100.7',
      t: NOW,
      n: 1,
    });
  });

  it('names the path id by default, and writes nothing when the read failed', async () => {
    await runAudited(operation({ read: 'user' }), request(), async () => 'ok');
    expect(dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({ target_id: 'u1', target_name: '' });
    dynamo.reset();
    await expect(
      runAudited(operation({ read: 'user' }), request(), async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(dynamo.calls()).toHaveLength(0);
  });
});
