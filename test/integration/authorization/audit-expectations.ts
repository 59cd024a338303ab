import { PLATFORM_COMPANY_ID, operations, type TOperationId } from '@skillway/shared';
import { auditEvents } from '../../factories/audit-events';

/** One call the matrix made, as the audit log should see it. */
export interface TMatrixCall {
  id: TOperationId;
  status: number;
  requestId: string | null;
  /** The caller's user id (absent for the anonymous caller and bearer-token rows). */
  actorId?: string;
  caller: string;
}

/**
 * What the audit log must hold for the calls of the authorization matrix, row by row from the manifest's `audit`
 * decisions (issue 31): a call that was refused or failed wrote nothing, so it has no event; a `none` row has none;
 * a `read` row has exactly one, its own; an `items` row's events all carry its action and its caller
 * (`unchanged` lists its successful calls that left none: a sample that set what was set already).
 */
export async function auditProblems(
  calls: readonly TMatrixCall[],
  companyIds: readonly (string | undefined)[],
): Promise<{ problems: string[]; unchanged: string[] }> {
  const byRequest = new Map<string, Record<string, unknown>[]>();
  for (const companyId of new Set([...companyIds, PLATFORM_COMPANY_ID])) {
    if (!companyId) continue;
    for (const event of await auditEvents(companyId)) {
      const requestId = String(event.request_id);
      byRequest.set(requestId, [...(byRequest.get(requestId) ?? []), event]);
    }
  }
  const problems: string[] = [];
  const unchanged: string[] = [];
  for (const call of calls) {
    const decision = operations[call.id].audit;
    const made = call.requestId ? (byRequest.get(call.requestId) ?? []) : [];
    const what = `${call.id} as ${call.caller} (${call.status})`;
    if (call.status < 200 || call.status >= 300 || 'none' in decision) {
      if (made.length > 0) problems.push(`${what}: expected no event, found ${made.length}`);
      continue;
    }
    if (!call.requestId) {
      problems.push(`${what}: no x-request-id to find its events by`);
      continue;
    }
    if ('read' in decision && made.length !== 1)
      problems.push(`${what}: expected one read event, found ${made.length}`);
    if ('items' in decision && made.length === 0) unchanged.push(what);
    for (const event of made) {
      if (event.action !== call.id) problems.push(`${what}: an event's action is ${String(event.action)}`);
      if (call.actorId && event.actor_id !== call.actorId)
        problems.push(`${what}: an event's actor is ${String(event.actor_id)}, not the caller`);
    }
  }
  return { problems, unchanged };
}
