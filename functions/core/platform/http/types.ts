import type {
  APIGatewayEventRequestContextV2,
  APIGatewayProxyEventV2WithRequestContext,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type * as z from 'zod/mini';
import type { TOperation } from '@skillway/shared';
import type { TLog } from './logger';
import type { TAuth } from './principal';
import type { CookieResponse, RawResponse } from './responses';

/** An HTTP API (payload 2.0) event; authenticated routes carry the JWT authorizer's claims. */
export type TApiEvent = APIGatewayProxyEventV2WithRequestContext<
  APIGatewayEventRequestContextV2 & {
    authorizer?: { jwt?: { claims?: Record<string, unknown>; scopes?: string[] | null } };
  }
>;
export type TApiResult = APIGatewayProxyStructuredResultV2;

type TPartName = 'params' | 'query' | 'body';
type TPart<O extends TOperation, K extends TPartName> = O['request'] extends { [P in K]: infer S }
  ? S extends z.ZodMiniType
    ? z.output<S>
    : undefined
  : undefined;

/** What a handler function receives: the row's parsed request, the caller, and request-scoped tools. */
export interface THandlerContext<O extends TOperation> {
  params: TPart<O, 'params'>;
  query: TPart<O, 'query'>;
  body: TPart<O, 'body'>;
  /** Undefined on public rows (no token is read there). */
  auth: O['access'] extends 'public' ? undefined : TAuth;
  event: TApiEvent;
  requestId: string;
  log: TLog;
}

/** The row's response body (validated against its schema before it is sent), with cookies, or a hand-built response. */
type THandlerResult<O extends TOperation> =
  z.input<O['response']> | CookieResponse<z.input<O['response']>> | RawResponse;

export type THandlerFn<O extends TOperation> = (ctx: THandlerContext<O>) => Promise<THandlerResult<O>>;

/** Per-invocation state the middlewares fill in, kept on a fresh context object per call. */
export interface TRequestState {
  requestId: string;
  log: TLog;
  startedAt: number;
  auth?: TAuth;
  input?: { params: unknown; query: unknown; body: unknown };
}

export type TApiContext = Context & { skillway?: TRequestState };
