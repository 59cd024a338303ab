import { runOutsideAuditScope } from './audit-context';
import { systemRunDecision, type TSystemRunName } from './system-decisions';
import { runAsSystem } from './system-audit';

/** What the wrapper reads of any event it is given: EventBridge's id, and a domain event's company. */
interface TEventLike {
  id?: unknown;
  detail?: unknown;
}

function runIdOf(event: unknown): string | undefined {
  const id = (event as TEventLike | undefined)?.id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** The company a domain event is about: the events stamp it as `c`, for items whose key names none. */
function companyOf(event: unknown): string | undefined {
  const detail = (event as TEventLike | undefined)?.detail as { company_id?: unknown } | undefined;
  return typeof detail?.company_id === 'string' && detail.company_id !== '' ? detail.company_id : undefined;
}

/**
 * Every handler and schedule module under events/ exports its handler through this, named as the manifest names it:
 * the module is the Lambda's entry on AWS and what the local bus and scheduler load, so this is the one place both
 * runtimes go through. The decision (system-decisions.ts) says what the run records: a `system` run's writes are
 * stamped as the system's with its action (the triggering event's id ties them together); any other runs outside
 * every audit context, so a run started from a request's code path is never taken for that request's change.
 */
export function systemHandler<TArgs extends [event?: unknown], TResult>(
  name: TSystemRunName,
  handler: (...args: TArgs) => Promise<TResult>,
): (...args: TArgs) => Promise<TResult> {
  const decision = systemRunDecision(name);
  if (!('system' in decision)) return (...args) => runOutsideAuditScope(() => handler(...args));
  return (...args) => {
    const runId = runIdOf(args[0]);
    const companyId = companyOf(args[0]);
    return runAsSystem(
      {
        action: decision.system,
        items: decision.items,
        ...(runId ? { runId } : {}),
        ...(companyId ? { companyId } : {}),
      },
      () => handler(...args),
    );
  };
}
