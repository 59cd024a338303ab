import { randomUUID } from 'node:crypto';
import { AUDIT_ACTOR_KIND, AUDIT_SYSTEM_ACTOR_ID, type TSystemAuditAction } from '@skillway/shared/constants/audit';
import { PLATFORM_COMPANY_ID } from '@skillway/shared/constants/roles';
import { runInAuditScope } from './audit-context';

/**
 * Runs a schedule's or event handler's own change (a trial expired, a certificate issued, a renewal, a Stripe event
 * applied) as the system: its writes to `items` are stamped with the action, so they are logged as nobody's request.
 * `runId` ties the run's events together (the triggering event's id when there is one).
 */
export function runAsSystem<T>(
  run: { action: TSystemAuditAction; items: readonly string[]; runId?: string; companyId?: string },
  fn: () => Promise<T>,
): Promise<T> {
  return runInAuditScope(
    {
      requestId: run.runId || randomUUID(),
      action: run.action,
      decision: { items: run.items },
      companyId: run.companyId ?? PLATFORM_COMPANY_ID,
      sourceIp: '',
      actor: { kind: AUDIT_ACTOR_KIND.SYSTEM, id: AUDIT_SYSTEM_ACTOR_ID },
    },
    fn,
  );
}
