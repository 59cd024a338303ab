import type { TAuditScope } from './audit-context';

/** The attribute a stamped write carries; the stream consumer compares it between the old and new image. */
export const AUDIT_STAMP_ATTRIBUTE = '_aud';

/**
 * The `_aud` attribute (JSON, short keys: it is stored on every audited item and counts towards its write units):
 * v version, r request id, o action, i item types recorded, ak actor kind, a actor id, ro role id, ob on behalf of a
 * company, c the caller's company, ip source address, t time, n the stamp's number in the request (two writes of one
 * item in one request, in the same millisecond, still carry different stamps: the consumer sees each as stamped),
 * d a delete's pre-stamp. Undefined when nothing is
 * recorded: a decision other than `items` (a read's marker is stamped apart, see auditReadStamp), or no actor yet.
 */
export function auditStamp(scope: TAuditScope, now: Date, options: { deleted?: boolean } = {}): string | undefined {
  if (!('items' in scope.decision) || !scope.actor) return undefined;
  return encode(scope, scope.decision.items, now, options.deleted === true);
}

/** The stamp of a `read` decision's marker item (its one type: `AuditRead`). */
export function auditReadStamp(scope: TAuditScope, now: Date, itemType: string): string | undefined {
  if (!scope.actor) return undefined;
  return encode(scope, [itemType], now, false);
}

function encode(scope: TAuditScope, items: readonly string[], now: Date, deleted: boolean): string {
  const actor = scope.actor;
  scope.stamps = (scope.stamps ?? 0) + 1;
  return JSON.stringify({
    v: 1,
    r: scope.requestId,
    o: scope.action,
    i: items,
    ak: actor?.kind,
    a: actor?.id,
    ...(actor?.roleId !== undefined ? { ro: actor.roleId } : {}),
    ...(actor?.onBehalf ? { ob: 1 } : {}),
    c: scope.companyId,
    ip: scope.sourceIp,
    t: now.toISOString(),
    n: scope.stamps,
    ...(deleted ? { d: 1 } : {}),
  });
}

/** The item types a scope records (empty unless its decision is `items` and its actor is known). */
export function stampedItemTypes(scope: TAuditScope | undefined): ReadonlySet<string> {
  if (!scope?.actor || !('items' in scope.decision)) return EMPTY;
  return new Set(scope.decision.items);
}
const EMPTY: ReadonlySet<string> = new Set();
