import { AUDIT_REDACTED, PLATFORM_COMPANY_ID, operations, type TOperationId } from '@skillway/shared';
import {
  auditChanges,
  auditEventsOfCompanies,
  type TStoredAuditChange,
  type TStoredAuditEvent,
} from '../../factories/audit-events';

/** One call the matrix made, as the audit log should see it. */
export interface TMatrixCall {
  id: TOperationId;
  status: number;
  requestId: string | null;
  /** The caller's user id (absent for the anonymous caller and bearer-token rows). */
  actorId?: string;
  caller: string;
}

/** What the log's comparison of two values sees: the same JSON whatever the order of an object's keys. */
function canonical(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value instanceof Set) return canonical([...value].sort());
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * A change that records nothing: the same value before and after (or neither). A secret's change shows
 * `AUDIT_REDACTED` on both sides by design: the log holds that it changed, never its values.
 */
function emptyChange(change: TStoredAuditChange): boolean {
  if (change.before === AUDIT_REDACTED && change.after === AUDIT_REDACTED) return false;
  return canonical(change.before) === canonical(change.after);
}

/** What is wrong with the changes of an event an `items` row made: none at all, or one that changed nothing. */
function changeProblems(event: TStoredAuditEvent): string[] {
  const on = `${String(event.target_type)} ${String(event.target_id)}`;
  const changes = auditChanges(event);
  if (changes.length === 0) return [`its event on ${on} records no change`];
  return changes
    .filter(emptyChange)
    .map((change) => `its event on ${on} records ${change.field} with the same value before and after`);
}

/**
 * What the audit log must hold for the calls of the authorization matrix, row by row from the manifest's `audit`
 * decisions (issue 31): a call that was refused or failed wrote nothing, so it has no event; a `none` row has none;
 * a `read` row has exactly one, its own; an `items` row's successful call has at least one (`unchanged` lists
 * those with none: each sample changes something on every call, so an empty list is expected), and each of its
 * events carries its action and its caller and records at least one change whose values before and after differ.
 * `companyIds`: every company whose log a call may have written (the caller's, and one the call acted on).
 */
export async function auditProblems(
  calls: readonly TMatrixCall[],
  companyIds: Iterable<string | undefined>,
): Promise<{ problems: string[]; unchanged: string[] }> {
  const logs = new Set<string>([PLATFORM_COMPANY_ID]);
  for (const companyId of companyIds) if (companyId) logs.add(companyId);
  const byRequest = new Map<string, TStoredAuditEvent[]>();
  for (const event of await auditEventsOfCompanies(logs)) {
    const requestId = String(event.request_id);
    byRequest.set(requestId, [...(byRequest.get(requestId) ?? []), event]);
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
      if ('items' in decision) problems.push(...changeProblems(event).map((problem) => `${what}: ${problem}`));
    }
  }
  return { problems, unchanged };
}
