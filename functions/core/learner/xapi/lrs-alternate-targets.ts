import {
  ZXapiActivityProfileQuery,
  ZXapiAgentProfileQuery,
  ZXapiStateQuery,
  ZXapiStatementsQuery,
  type TXapiResource,
  type TXapiResourceMethod,
} from '@skillway/shared';
import * as z from 'zod/mini';
import type { RawResponse } from '../../platform/http/responses';
import type { TApiEvent } from '../../platform/http/types';
import {
  readActivityProfile,
  readAgentProfile,
  readState,
  removeActivityProfile,
  removeAgentProfile,
  removeState,
  writeActivityProfile,
  writeAgentProfile,
  writeState,
} from './documents';
import { getStatements } from './get-statements';
import type { TLrsContext } from './lrs-context';
import { postStatements, putStatement } from './statement-resource';

/**
 * What an alternate-syntax request (lrs-alternate.ts) runs: what the intended method does on the resource, as its
 * own row's handler would. The request arrives on the resource's POST route, so that route's Lambda must know every
 * method of its resource: a resource with a POST row lists them all here (one without a POST row never sees the
 * syntax); a method without an entry answers 400.
 */
type TTarget = (context: TLrsContext, event: TApiEvent, query: Record<string, string>) => Promise<RawResponse>;

const statementsQuery = (query: Record<string, string>) => z.parse(ZXapiStatementsQuery, query);
const stateQuery = (query: Record<string, string>) => z.parse(ZXapiStateQuery, query);
const agentProfileQuery = (query: Record<string, string>) => z.parse(ZXapiAgentProfileQuery, query);
const activityProfileQuery = (query: Record<string, string>) => z.parse(ZXapiActivityProfileQuery, query);

export const ALTERNATE_TARGETS: Partial<Record<`${TXapiResourceMethod} ${TXapiResource}`, TTarget>> = {
  'PUT statements': (context, event, query) => putStatement(context, event, statementsQuery(query)),
  'POST statements': (context, event) => postStatements(context, event),
  'GET statements': (context, _event, query) => getStatements(context, statementsQuery(query)),
  'PUT activities/state': (context, event, query) => writeState(context, event, stateQuery(query), 'put'),
  'POST activities/state': (context, event, query) => writeState(context, event, stateQuery(query), 'post'),
  'GET activities/state': (context, _event, query) => readState(context, stateQuery(query)),
  'DELETE activities/state': (context, event, query) => removeState(context, stateQuery(query), event),
  'PUT agents/profile': (context, event, query) => writeAgentProfile(context, event, agentProfileQuery(query), 'put'),
  'POST agents/profile': (context, event, query) => writeAgentProfile(context, event, agentProfileQuery(query), 'post'),
  'GET agents/profile': (context, _event, query) => readAgentProfile(context, agentProfileQuery(query)),
  'DELETE agents/profile': (context, event, query) => removeAgentProfile(context, agentProfileQuery(query), event),
  'PUT activities/profile': (context, event, query) =>
    writeActivityProfile(context, event, activityProfileQuery(query), 'put'),
  'POST activities/profile': (context, event, query) =>
    writeActivityProfile(context, event, activityProfileQuery(query), 'post'),
  'GET activities/profile': (context, _event, query) => readActivityProfile(context, activityProfileQuery(query)),
  'DELETE activities/profile': (context, event, query) =>
    removeActivityProfile(context, activityProfileQuery(query), event),
};
