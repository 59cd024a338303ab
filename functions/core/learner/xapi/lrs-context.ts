import type { TXapiScope, TXapiVersion } from '@skillway/shared';
import { config } from '../../platform/config';
import type { TSessionActor } from './agent';
import type { TXapiSessionItem } from './session-repository';
import type { TJson } from './statement-validation';

/**
 * Who an LRS request speaks for. A launch session (issue 16) is confined to its learner and registration; a company
 * LRS client (issue 35) sees the company's whole LRS within its xAPI scopes. Both come from the request's Basic
 * credentials (lrs-auth.ts), never from anything the request body says.
 */

interface TLrsBase {
  companyId: string;
  /** The xAPI version the request speaks and the answer names (X-Experience-API-Version). */
  version: TXapiVersion;
}

export interface TSessionLrsContext extends TLrsBase {
  kind: 'session';
  session: TXapiSessionItem;
  actor: TSessionActor;
}

interface TLrsClientRef {
  id: string;
  name: string;
  scopes: readonly TXapiScope[];
  defaultVersion: TXapiVersion;
}

export interface TClientLrsContext extends TLrsBase {
  kind: 'client';
  client: TLrsClientRef;
}

export type TLrsContext = TSessionLrsContext | TClientLrsContext;

/** What an LRS call asks for, in the xAPI scope vocabulary (xAPI 1.0.3 section 6.4.2). */
export type TLrsNeed =
  'statements/write' | 'statements/read' | 'state' | 'state/read' | 'profile' | 'profile/read' | 'define';

const GRANTS: Record<TLrsNeed, readonly TXapiScope[]> = {
  'statements/write': ['all', 'statements/write'],
  // statements/read/mine reads statements too, narrowed to its own (get-statements.ts).
  'statements/read': ['all', 'all/read', 'statements/read', 'statements/read/mine'],
  state: ['all', 'state'],
  'state/read': ['all', 'all/read', 'state'],
  profile: ['all', 'profile'],
  'profile/read': ['all', 'all/read', 'profile'],
  define: ['all', 'define'],
};

/** Whether the context may do `need`: a launch session may (within its confinement), a client by its scopes. */
export function allows(context: TLrsContext, need: TLrsNeed): boolean {
  if (context.kind === 'session') return true;
  return context.client.scopes.some((scope) => GRANTS[need].includes(scope));
}

/** A client that may read only the statements it wrote (statements/read/mine and no wider read scope). */
export function readsOnlyOwnStatements(context: TLrsContext): boolean {
  if (context.kind === 'session') return false;
  const { scopes } = context.client;
  return !scopes.some((scope) => scope === 'all' || scope === 'all/read' || scope === 'statements/read');
}

/** The authority the LRS sets on a statement: the launch session's or the client's own account agent. */
export function authorityOf(context: TLrsContext): TJson {
  if (context.kind === 'session')
    return {
      objectType: 'Agent',
      name: 'Skillway LRS',
      account: { homePage: context.actor.homePage, name: `launch:${context.session.session_id}` },
    };
  return {
    objectType: 'Agent',
    name: context.client.name,
    account: { homePage: config.appUrl, name: `client:${context.client.id}` },
  };
}

/** The key an authority is indexed under, for statements/read/mine. */
export function authorityKey(context: TLrsContext): string {
  return context.kind === 'session' ? `launch:${context.session.session_id}` : `client:${context.client.id}`;
}
