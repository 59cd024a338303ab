import { agentIfi, keyHash } from './agent-ifi';

/** A JSON object of a statement (validated before it is stored). */
type TJson = Record<string, unknown>;

/**
 * What a statement is found by (issue 35): its index keys and the filter values each index entry carries, so GET
 * statements reads one index partition whatever the store's size and filters the other parameters in the same read.
 *
 * xAPI 1.0.3 section 7.2.3: `agent` matches the actor or the object (an Agent or Group, and a Group's members);
 * `related_agents` widens that to the authority, the context's instructor and team, and the same inside a
 * SubStatement; `activity` matches the object, `related_activities` also the context activities and a SubStatement's
 * object and context activities. A statement whose object is a StatementRef also carries the origins of its target
 * (origin 1+), so it matches whatever its target matches ("Filter Conditions for StatementRefs").
 */

export interface TFilterValues {
  /** Narrow agents (actor, object): hashes of their identifiers. */
  gn: string[];
  /** Every related agent. */
  ga: string[];
  /** The object activity. */
  an?: string;
  /** Every related activity. */
  aa: string[];
  v: string;
  r?: string;
  au: string;
}

export interface TOrigin {
  /** Index keys (`G#…`, `A#…`, `V#…`, `R#…`, `AU#…`). */
  k: string[];
  f: TFilterValues;
}

/** Caps keep one statement's index entries (with up to two inherited origins) inside a 100-write transaction. */
const MAX_AGENTS = 12;
const MAX_ACTIVITIES = 12;
const MAX_INHERITED_ORIGINS = 2;

export const indexKey = {
  agent: (ifi: string) => `G#${keyHash(ifi)}`,
  activity: (id: string) => `A#${keyHash(id)}`,
  verb: (id: string) => `V#${keyHash(id)}`,
  registration: (registration: string) => `R#${registration.toLowerCase()}`,
  authority: (key: string) => `AU#${keyHash(key)}`,
};

export const filterHash = {
  agent: (ifi: string) => keyHash(ifi),
  activity: (id: string) => keyHash(id),
  verb: (id: string) => keyHash(id),
  authority: (key: string) => keyHash(key),
};

function asList(value: unknown): TJson[] {
  if (Array.isArray(value)) return value.filter((entry): entry is TJson => typeof entry === 'object' && entry !== null);
  return typeof value === 'object' && value !== null ? [value as TJson] : [];
}

/** An Agent's or Group's identifiers: its own and, for a Group, its members'. */
function agentIfis(agent: unknown): string[] {
  if (typeof agent !== 'object' || agent === null) return [];
  const out: string[] = [];
  const own = agentIfi(agent);
  if (own) out.push(own);
  if ((agent as TJson).objectType === 'Group')
    for (const member of asList((agent as TJson).member)) {
      const ifi = agentIfi(member);
      if (ifi) out.push(ifi);
    }
  return out;
}

function isAgentObject(object: TJson): boolean {
  return object.objectType === 'Agent' || object.objectType === 'Group';
}

function contextAgents(context: TJson | undefined): string[] {
  if (!context) return [];
  const out = [...agentIfis(context.instructor), ...agentIfis(context.team)];
  // xAPI 2.0: context agents and groups are related agents too.
  for (const entry of asList(context.contextAgents)) out.push(...agentIfis(entry.agent));
  for (const entry of asList(context.contextGroups)) out.push(...agentIfis(entry.group));
  return out;
}

function contextActivityIds(context: TJson | undefined): string[] {
  const groups = (context?.contextActivities as TJson | undefined) ?? {};
  return Object.values(groups)
    .flatMap(asList)
    .map((activity) => activity.id)
    .filter((id): id is string => typeof id === 'string');
}

function activityIdOf(object: TJson): string | undefined {
  return (object.objectType ?? 'Activity') === 'Activity' && typeof object.id === 'string' ? object.id : undefined;
}

const unique = (values: string[], max: number) => [...new Set(values)].slice(0, max);

/**
 * The statement's own origin: its keys and filter values (`authorityKey` as lrs-context.ts authorityKey names it).
 * `impliedRegistration` is a launch session's: content that names none still wrote in the launch's registration.
 */
export function ownOrigin(statement: TJson, authorityKey: string, impliedRegistration?: string): TOrigin {
  const object = statement.object as TJson;
  const context = statement.context as TJson | undefined;
  const narrowAgents = [...agentIfis(statement.actor), ...(isAgentObject(object) ? agentIfis(object) : [])];
  const relatedAgents = [...narrowAgents, ...agentIfis(statement.authority), ...contextAgents(context)];
  const objectActivity = activityIdOf(object);
  const relatedActivities = [...(objectActivity ? [objectActivity] : []), ...contextActivityIds(context)];
  if (object.objectType === 'SubStatement') {
    const sub = object;
    const subObject = sub.object as TJson | undefined;
    relatedAgents.push(...agentIfis(sub.actor), ...contextAgents(sub.context as TJson | undefined));
    if (subObject && isAgentObject(subObject)) relatedAgents.push(...agentIfis(subObject));
    const subActivity = subObject ? activityIdOf(subObject) : undefined;
    if (subActivity) relatedActivities.push(subActivity);
    relatedActivities.push(...contextActivityIds(sub.context as TJson | undefined));
  }
  const ga = unique(relatedAgents, MAX_AGENTS);
  const aa = unique(relatedActivities, MAX_ACTIVITIES);
  const verb = (statement.verb as TJson).id as string;
  const named = typeof context?.registration === 'string' ? context.registration : impliedRegistration;
  const registration = named?.toLowerCase();
  const f: TFilterValues = {
    gn: unique(narrowAgents, MAX_AGENTS).map(filterHash.agent),
    ga: ga.map(filterHash.agent),
    ...(objectActivity ? { an: filterHash.activity(objectActivity) } : {}),
    aa: aa.map(filterHash.activity),
    v: filterHash.verb(verb),
    ...(registration ? { r: registration } : {}),
    au: filterHash.authority(authorityKey),
  };
  const k = [
    ...ga.map(indexKey.agent),
    ...aa.map(indexKey.activity),
    indexKey.verb(verb),
    ...(registration ? [indexKey.registration(registration)] : []),
    indexKey.authority(authorityKey),
  ];
  return { k, f };
}

/**
 * The statement's origins: its own, then its StatementRef target's (own and inherited), at most 1 + 2 in all. Who
 * wrote it (the authority, for statements/read/mine) stays this statement's own: it is no filter condition.
 */
export function originsOf(own: TOrigin, target: readonly TOrigin[] | undefined): TOrigin[] {
  const inherited = (target ?? []).slice(0, MAX_INHERITED_ORIGINS).map((origin) => ({
    k: origin.k.filter((key) => !key.startsWith('AU#')),
    f: { ...origin.f, au: own.f.au },
  }));
  return [own, ...inherited];
}
