import { AUDIT_ACTOR_KIND } from '@skillway/shared/constants/audit';
import { ROLE } from '@skillway/shared/constants/roles';
import type { TOperation } from '@skillway/shared/manifest/types';
import { VIEWER_ADDRESS_HEADER } from '../http/edge-headers';
import type { TAuth } from '../http/principal';
import type { TApiEvent } from '../http/types';
import { originVerifySecrets } from '../secrets/origin-verify-secrets';
import { runInAuditScope, type TAuditActor, type TAuditScope } from './audit-context';
import { requestDetail, writeAuditRead } from './audit-read';

/** What the operation wrapper knows of a request once it is authenticated and validated. */
interface TAuditedRequest {
  event: TApiEvent;
  requestId: string;
  auth: TAuth | undefined;
  input: { params?: unknown; query?: unknown; body?: unknown } | undefined;
}

/**
 * The viewer's address: with the origin secret configured every request reaching a handler came through the edge
 * (the fromEdge middleware refused the others), whose viewer header is then the caller's (API Gateway's sourceIp
 * is a CloudFront server on AWS).
 */
function sourceIp(event: TApiEvent): string {
  const viewer = event.headers?.[VIEWER_ADDRESS_HEADER]?.trim();
  if (viewer && originVerifySecrets().length > 0) return viewer.slice(0, 64);
  return event.requestContext?.http?.sourceIp ?? '';
}

/** The signed-in caller: the super administrator acts on behalf of a company, anyone else in their own. */
function actorOf(auth: TAuth): TAuditActor {
  if (auth.roleId === ROLE.SUPER_ADMIN)
    return { kind: AUDIT_ACTOR_KIND.SUPER_ADMIN, id: auth.userId, roleId: auth.roleId, onBehalf: true };
  return { kind: AUDIT_ACTOR_KIND.USER, id: auth.userId, roleId: auth.roleId };
}

function requestAuditScope(operation: TOperation, request: TAuditedRequest): TAuditScope | undefined {
  const decision = operation.audit;
  if (!decision || 'none' in decision) return undefined;
  return {
    requestId: request.requestId,
    action: operation.id,
    decision,
    companyId: request.auth?.companyId ?? '',
    sourceIp: sourceIp(request.event),
    ...(request.auth ? { actor: actorOf(request.auth) } : {}),
  };
}

/**
 * Runs an operation's function inside its audit context (its writes are stamped: stamp-middleware.ts) and, for a
 * `read` decision, records the read once the function succeeded. A `none` decision runs it as it is.
 */
export async function runAudited<T>(operation: TOperation, request: TAuditedRequest, fn: () => Promise<T>): Promise<T> {
  const scope = requestAuditScope(operation, request);
  if (!scope) return fn();
  return runInAuditScope(scope, async () => {
    const result = await fn();
    const id = (request.input?.params as { id?: unknown } | undefined)?.id;
    await writeAuditRead(scope, {
      id: typeof id === 'string' || typeof id === 'number' ? String(id) : scope.companyId,
      detail: requestDetail(request.input),
    });
    return result;
  });
}
