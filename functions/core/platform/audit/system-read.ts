import {
  AUDIT_ACTOR_KIND,
  AUDIT_SYSTEM_ACTOR_ID,
  type TAuditTargetType,
  type TSystemAuditAction,
} from '@skillway/shared/constants/audit';
import type { TAuditScope } from './audit-context';
import { writeAuditRead } from './audit-read';

/**
 * A sensitive read the system made on its own (a scheduled report emailed, a personal data export built): one read
 * marker, as a `read` operation writes, with the actor `system`. `runId` names the marker (`READ#<runId>`): the same
 * id again (a retried event) finds the marker there and writes nothing. Call it once the work
 * succeeded, so a failed run records nothing.
 */
export async function recordSystemRead(
  read: {
    action: TSystemAuditAction;
    companyId: string;
    runId: string;
    target: { type: TAuditTargetType; id: string; name: string };
    /** Who it went to, who asked, the filters: shown as the event's values. */
    detail: Record<string, unknown>;
  },
  now = new Date(),
): Promise<void> {
  const scope: TAuditScope = {
    requestId: read.runId,
    action: read.action,
    decision: { read: read.target.type },
    companyId: read.companyId,
    sourceIp: '',
    actor: { kind: AUDIT_ACTOR_KIND.SYSTEM, id: AUDIT_SYSTEM_ACTOR_ID },
    read: { ...read.target, detail: JSON.stringify(read.detail) },
  };
  await writeAuditRead(scope, { id: read.target.id, detail: '' }, now);
}
