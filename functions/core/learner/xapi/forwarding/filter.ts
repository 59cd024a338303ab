import { XAPI_VERB } from '@skillway/shared';
import type { TXapiForwardFilter } from '@skillway/shared/schemas/xapi-forwarding';

/**
 * Which of the company's statements a target receives (docs/elearning-standards.md "Forwarding"): every one when
 * both lists are empty; otherwise one whose verb id is one of `verbs` (when any) and whose object is an activity
 * whose id starts with one of `activity_prefixes` (when any). IRIs are compared exactly as written (xAPI IRIs are
 * case-sensitive). A voiding statement always goes, so a forwarded statement voided later is voided there too (an
 * LRS accepts a voiding statement whose target it does not hold: xAPI 1.0.3 section 2.2.8).
 */

export const EVERY_STATEMENT: TXapiForwardFilter = { verbs: [], activity_prefixes: [] };

/** The stored JSON of a target's filter; anything unreadable is every statement (the contract wrote it). */
export function parseFilter(json: string | undefined): TXapiForwardFilter {
  if (!json) return EVERY_STATEMENT;
  try {
    const value = JSON.parse(json) as Partial<TXapiForwardFilter>;
    const strings = (list: unknown) =>
      Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
    return { verbs: strings(value.verbs), activity_prefixes: strings(value.activity_prefixes) };
  } catch {
    return EVERY_STATEMENT;
  }
}

/** The filter as stored: each entry once, trimmed, in the order given. */
export function filterJson(filter: TXapiForwardFilter | undefined): string {
  const unique = (list: readonly string[] | undefined) => [...new Set((list ?? []).map((entry) => entry.trim()))];
  return JSON.stringify({ verbs: unique(filter?.verbs), activity_prefixes: unique(filter?.activity_prefixes) });
}

/** What the filter reads of a statement: its verb id and its object's activity id (undefined for any other object). */
export interface TStatementFacts {
  verb: string;
  activity?: string;
}

export function statementFacts(statement: unknown): TStatementFacts {
  const value = (statement ?? {}) as { verb?: { id?: unknown }; object?: { id?: unknown; objectType?: unknown } };
  const verb = typeof value.verb?.id === 'string' ? value.verb.id : '';
  const object = value.object;
  // An object without objectType is an Activity (xAPI 1.0.3 section 2.4.4.1).
  const isActivity = object !== undefined && (object.objectType === undefined || object.objectType === 'Activity');
  return isActivity && typeof object.id === 'string' ? { verb, activity: object.id } : { verb };
}

export function matchesFilter(facts: TStatementFacts, filter: TXapiForwardFilter): boolean {
  if (facts.verb === XAPI_VERB.VOIDED) return true;
  if (filter.verbs.length > 0 && !filter.verbs.includes(facts.verb)) return false;
  if (filter.activity_prefixes.length > 0) {
    const activity = facts.activity;
    if (activity === undefined || !filter.activity_prefixes.some((prefix) => activity.startsWith(prefix))) return false;
  }
  return true;
}
