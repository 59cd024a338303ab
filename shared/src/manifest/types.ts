import type * as z from 'zod/mini';
import type { TAuditTargetType } from '../constants/audit';
import type { TRoleId } from '../constants/roles';
import type { TRouteThrottle } from './throttles';

/** The method a row names. HEAD and OPTIONS are never a row's own: see TRouteMethod. */
export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * The methods routes are made for (CDK, the local route table): a row's own, and HEAD and OPTIONS, which the route
 * plumbing adds to some GET rows (route-methods.ts) so that they run the GET row's handler and never a second one.
 */
export type TRouteMethod = THttpMethod | 'HEAD' | 'OPTIONS';

/**
 * Who may call an operation. `public`: anyone, no token read. `authenticated`: any signed-in role.
 * A list: only those role ids (default deny for every other role).
 */
export type TAccess = 'public' | 'authenticated' | readonly TRoleId[];

/**
 * What the audit log records for an operation (issue 31; docs/architecture.md "Audit log").
 * `items`: every change this request makes to an item of these entity types (the dynamodb-toolbox entity names,
 * `User`, `Enrolment`, ...) becomes one event whose action is the operation id. `read`: a sensitive read (an export),
 * one event per successful call about the named target. `none`: why nothing is recorded (a learner's own learning,
 * a read, a sign-in; said in a few words).
 */
export type TAuditDecision =
  { readonly items: readonly string[] } | { readonly read: TAuditTargetType } | { readonly none: string };

export interface TOperation {
  /** Stable id, `domain.action`; the web client calls operations by it. */
  readonly id: string;
  readonly method: THttpMethod;
  /** Full path with the /v1 prefix; `{name}` marks a path parameter, `{name+}` a greedy one. */
  readonly path: string;
  /** Module under functions/, without extension, exporting `handler`. */
  readonly handler: string;
  readonly access: TAccess;
  readonly summary: string;
  readonly tag: string;
  /**
   * Who may still call it while the company is suspended (state 2 or 4): `true`, everyone in the company (their own
   * session, password and profile; Account Status for its administrators); `'administrators'`, the administrator
   * only (the bell's changes, on every screen of theirs). Otherwise learners and managers keep reads, nothing else.
   */
  readonly suspendedAccessible?: boolean | 'administrators';
  /**
   * A GET that changes data (the spec keeps GET for marking every notification read, clearing them, and serving a
   * test paper that is remembered for scoring): counted as a write, so a suspended company's learners cannot call it.
   */
  readonly writes?: boolean;
  readonly request?: {
    readonly params?: z.ZodMiniType;
    readonly query?: z.ZodMiniType;
    readonly body?: z.ZodMiniType;
  };
  /** Success status (default 200) and body schema; the response is validated in tests and documents the API. */
  readonly status?: number;
  readonly response: z.ZodMiniType;
  /** Lambda sizing hints for CDK (defaults 256 MB, 10 s). */
  readonly memoryMb?: number;
  readonly timeoutSeconds?: number;
  /** A route limit under the stage's (ROUTE_THROTTLES, throttles.ts): the CDK route sets it as the route's settings. */
  readonly throttle?: TRouteThrottle;
  /** What the audit log records for it (every row has one: shared/src/manifest/audit-decisions.test.ts). */
  readonly audit: TAuditDecision;
}

/** One domain's rows (shared/src/manifest/rows/<domain>.ts), literal types kept for the combined manifest. */
export function defineRows<const T extends Record<string, Omit<TOperation, 'id'>>>(rows: T): T {
  return rows;
}

/** Keeps each row's literal types so the web client can infer request and response shapes. */
export function defineOperations<const T extends Record<string, Omit<TOperation, 'id'>>>(rows: T) {
  const out = {} as { [K in keyof T]: T[K] & { id: K } };
  for (const key of Object.keys(rows) as (keyof T & string)[]) {
    out[key] = { ...rows[key], id: key } as T[typeof key] & { id: typeof key };
  }
  return out;
}

type Infer<S> = S extends z.ZodMiniType ? z.infer<S> : undefined;
type Input<S> = S extends z.ZodMiniType ? z.input<S> : undefined;

export type TOpRequest<O extends TOperation> = {
  params: O['request'] extends { params: infer P } ? Input<P> : undefined;
  query: O['request'] extends { query: infer Q } ? Input<Q> : undefined;
  body: O['request'] extends { body: infer B } ? Input<B> : undefined;
};
export type TOpResponse<O extends TOperation> = Infer<O['response']>;
