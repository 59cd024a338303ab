import type { TJson } from './statement-validation';

/**
 * GET statements' `format` (xAPI 1.0.3 section 7.2.3): `exact` as stored; `ids` with agents and groups reduced to
 * their identifiers (a group's members too) and activities and verbs to their ids; `canonical` with every language
 * map reduced to the one language that best fits the request's Accept-Language (agents as in exact).
 */
export type TStatementFormat = 'exact' | 'ids' | 'canonical';

const IFI_KEYS = ['mbox', 'mbox_sha1sum', 'openid', 'account'] as const;

function isObject(value: unknown): value is TJson {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function agentIds(value: unknown): unknown {
  if (!isObject(value)) return value;
  const out: TJson = {};
  if (value.objectType !== undefined) out.objectType = value.objectType;
  for (const key of IFI_KEYS) if (value[key] !== undefined) out[key] = value[key];
  if (value.objectType === 'Group' && Array.isArray(value.member) && !IFI_KEYS.some((key) => value[key] !== undefined))
    out.member = value.member.map(agentIds);
  return out;
}

/** An activity by its id alone (the suite's XAPI-00171 counts its keys: the objectType goes too). */
function activityIds(value: unknown): unknown {
  if (!isObject(value)) return value;
  return { id: value.id };
}

function objectIds(value: unknown): unknown {
  if (!isObject(value)) return value;
  const type = value.objectType ?? 'Activity';
  if (type === 'Agent' || type === 'Group') return agentIds(value);
  if (type === 'Activity') return activityIds(value);
  if (type === 'SubStatement') return statementIds(value);
  return value;
}

function contextIds(context: unknown): unknown {
  if (!isObject(context)) return context;
  const out: TJson = { ...context };
  if (out.instructor) out.instructor = agentIds(out.instructor);
  if (out.team) out.team = agentIds(out.team);
  if (isObject(out.contextActivities))
    out.contextActivities = Object.fromEntries(
      Object.entries(out.contextActivities).map(([kind, list]) => [
        kind,
        Array.isArray(list) ? list.map(activityIds) : activityIds(list),
      ]),
    );
  if (Array.isArray(out.contextAgents))
    out.contextAgents = out.contextAgents.map((entry) =>
      isObject(entry) ? { ...entry, agent: agentIds(entry.agent) } : entry,
    );
  if (Array.isArray(out.contextGroups))
    out.contextGroups = out.contextGroups.map((entry) =>
      isObject(entry) ? { ...entry, group: agentIds(entry.group) } : entry,
    );
  return out;
}

function statementIds(statement: TJson): TJson {
  const out: TJson = { ...statement };
  if (out.actor) out.actor = agentIds(out.actor);
  if (isObject(out.verb)) out.verb = { id: out.verb.id };
  if (out.object) out.object = objectIds(out.object);
  if (out.authority) out.authority = agentIds(out.authority);
  if (out.context) out.context = contextIds(out.context);
  return out;
}

/** The language of a map that best fits the accepted languages: exact tag, then primary language, then the first. */
function pickLanguage(map: TJson, languages: readonly string[]): TJson {
  const tags = Object.keys(map);
  if (tags.length <= 1) return map;
  const lower = tags.map((tag) => tag.toLowerCase());
  for (const wanted of languages) {
    if (wanted === '*') break;
    const exact = lower.indexOf(wanted.toLowerCase());
    if (exact >= 0) return { [tags[exact]!]: map[tags[exact]!] };
    const primary = wanted.toLowerCase().split('-')[0]!;
    const partial = lower.findIndex((tag) => tag.split('-')[0] === primary);
    if (partial >= 0) return { [tags[partial]!]: map[tags[partial]!] };
  }
  return { [tags[0]!]: map[tags[0]!] };
}

const LANGUAGE_MAPS = new Set(['display', 'name', 'description']);

/** Every language map (verb display, activity and interaction component names and descriptions, attachments). */
function canonical(value: unknown, languages: readonly string[], key?: string): unknown {
  if (Array.isArray(value)) return value.map((entry) => canonical(entry, languages));
  if (!isObject(value)) return value;
  if (key && LANGUAGE_MAPS.has(key) && Object.values(value).every((entry) => typeof entry === 'string'))
    return pickLanguage(value, languages);
  // Extensions are the content's own: never rewritten.
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, k === 'extensions' ? v : canonical(v, languages, k)]),
  );
}

export function formatStatement(statement: TJson, format: TStatementFormat, languages: readonly string[]): TJson {
  if (format === 'ids') return statementIds(statement);
  if (format === 'canonical') {
    // Agents keep their names as in exact: only the language maps change.
    const { actor, authority, ...rest } = statement;
    return { ...(canonical(rest, languages) as TJson), actor, ...(authority ? { authority } : {}) };
  }
  return statement;
}
