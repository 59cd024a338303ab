import { AsyncLocalStorage } from 'node:async_hooks';
import type { TAuditActorKind, TAuditTargetType } from '@skillway/shared/constants/audit';
import type { TAuditDecision } from '@skillway/shared/manifest/types';

/** Who made the change: kept on the stamp (docs/architecture.md "Audit log"). */
export interface TAuditActor {
  kind: TAuditActorKind;
  /** A user id, a SCIM token id, or `system`. */
  id: string;
  roleId?: number;
  /** The super administrator acting in a company (its own company is `platform`). */
  onBehalf?: boolean;
}

/** What a `read` decision's marker item says about the record read (the handler may say it; defaults otherwise). */
interface TAuditReadTarget {
  id?: string;
  name?: string;
  /** E.g. an export's filters, as text. */
  detail?: string;
  /** The company whose log records the read, when not the caller's (the super administrator naming one). */
  companyId?: string;
}

/**
 * One API request's or system run's audit state. Mutable on purpose: the actor of a SCIM call is known only once its
 * token is checked inside the handler, and a read's target only once the handler has found it.
 */
export interface TAuditScope {
  requestId: string;
  /** The operation id (`users.update`) or a SYSTEM_AUDIT_ACTION. */
  action: string;
  decision: TAuditDecision;
  /** The caller's company (`platform` for the super administrator and platform-level runs). */
  companyId: string;
  sourceIp: string;
  /** Unset until known: a public row records nothing until (and unless) its handler names the actor. */
  actor?: TAuditActor;
  read?: TAuditReadTarget & { type: TAuditTargetType };
  /** How many stamps the scope has made (each stamp's `n`). */
  stamps?: number;
}

/**
 * One store per process (globalThis), shared by every copy of this module: the local stack loads handler modules
 * apart from the client module, and a context set by one copy must be seen by the client's middleware in another.
 */
const STORE_KEY = Symbol.for('skillway.audit-scope');
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<TAuditScope> | undefined>;
function storage(): AsyncLocalStorage<TAuditScope> {
  holder[STORE_KEY] ??= new AsyncLocalStorage<TAuditScope>();
  return holder[STORE_KEY];
}

/** Runs `fn` with `scope` as the audit context of everything it awaits (replacing any outer one). */
export function runInAuditScope<T>(scope: TAuditScope, fn: () => Promise<T>): Promise<T> {
  return storage().run(scope, fn);
}

/** Runs `fn` outside any audit context: work that is not the request's own (the local event bus's deliveries). */
export function runOutsideAuditScope<T>(fn: () => T): T {
  return storage().exit(fn);
}

export function currentAuditScope(): TAuditScope | undefined {
  return storage().getStore();
}

/** Names the actor once a handler has verified it (SCIM: its token); outside a context it does nothing. */
export function setAuditActor(actor: TAuditActor, companyId?: string): void {
  const scope = currentAuditScope();
  if (!scope) return;
  scope.actor = actor;
  if (companyId) scope.companyId = companyId;
}

/** A `read` operation's handler says what it read (otherwise the marker names the path's `id` or the company). */
export function describeAuditRead(target: TAuditReadTarget): void {
  const scope = currentAuditScope();
  if (!scope || !('read' in scope.decision)) return;
  scope.read = { ...scope.read, ...target, type: scope.decision.read };
}
