/**
 * The rules of enrolment sources, free of I/O so they can be tested alone. A user is enrolled on a target (a
 * course or a playlist) for one or more reasons, its sources: `individual` (an administrator or manager enrolled
 * them), `group:<gid>` (a group they belong to is enrolled), `channel:<cid>` (a playlist they are enrolled on holds
 * the course). Each source carries its own deadline. The enrolment exists while at least one source remains, and
 * its deadline is the earliest of its sources' deadlines.
 */

export type TTargetType = 'course' | 'channel';
export interface TTarget {
  type: TTargetType;
  id: string;
}

export type TSource = 'individual' | `group:${string}` | `channel:${string}`;
export const INDIVIDUAL: TSource = 'individual';
export const groupSource = (groupId: string): TSource => `group:${groupId}`;
export const playlistSource = (playlistId: string): TSource => `channel:${playlistId}`;

export function sourceKind(source: string): 'individual' | 'group' | 'channel' | undefined {
  if (source === INDIVIDUAL) return 'individual';
  if (source.startsWith('group:') && source.length > 6) return 'group';
  if (source.startsWith('channel:') && source.length > 8) return 'channel';
  return undefined;
}

/** Source -> deadline (yyyy-mm-dd, or '' for none). */
export type TSources = Readonly<Record<string, string>>;

export type TSourceChange =
  { op: 'add'; source: TSource; deadline?: string | null } | { op: 'remove'; source: TSource };

/** The sources after a change; the same object when nothing changes (so callers can skip the write). */
export function applySourceChange(before: TSources | undefined, change: TSourceChange): TSources | undefined {
  if (!sourceKind(change.source)) throw new Error(`Unknown enrolment source ${change.source}`);
  if (change.op === 'add') {
    const deadline = change.deadline ?? '';
    if (before && before[change.source] === deadline) return before;
    return { ...before, [change.source]: deadline };
  }
  if (!before || !(change.source in before)) return before;
  const rest = { ...before };
  delete rest[change.source];
  return Object.keys(rest).length > 0 ? rest : undefined;
}

/** Applies changes in order; `undefined` means no enrolment remains. */
export function applySourceChanges(
  before: TSources | undefined,
  changes: readonly TSourceChange[],
): TSources | undefined {
  return changes.reduce<TSources | undefined>((sources, change) => applySourceChange(sources, change), before);
}

export function sameSources(a: TSources | undefined, b: TSources | undefined): boolean {
  if (!a || !b) return a === b;
  const keysA = Object.keys(a);
  return keysA.length === Object.keys(b).length && keysA.every((key) => key in b && a[key] === b[key]);
}

/** The earliest deadline among the sources ('' when none has one). yyyy-mm-dd strings compare as dates. */
export function effectiveDeadline(sources: TSources | undefined): string {
  const deadlines = Object.values(sources ?? {}).filter((deadline) => deadline !== '');
  return deadlines.length > 0 ? deadlines.sort()[0]! : '';
}

/** Enrolled through a group or a playlist only: shown disabled in individual lists. */
export function isDerivedOnly(sources: TSources | undefined): boolean {
  return !!sources && Object.keys(sources).length > 0 && !(INDIVIDUAL in sources);
}

export interface TCounterDelta {
  /** +1 enrolment created, -1 removed, 0 otherwise: the user's total_courses/total_channels and the target's total_users. */
  enrolled: number;
  individual: number;
  group: number;
  channel: number;
}

function kinds(sources: TSources | undefined) {
  const present = { individual: 0, group: 0, channel: 0 };
  for (const source of Object.keys(sources ?? {})) {
    const kind = sourceKind(source);
    if (kind) present[kind] = 1;
  }
  return present;
}

/** How the counters move from one state of an enrolment to the next. */
export function counterDelta(before: TSources | undefined, after: TSources | undefined): TCounterDelta {
  const was = kinds(before);
  const now = kinds(after);
  return {
    enrolled: (after ? 1 : 0) - (before ? 1 : 0),
    individual: now.individual - was.individual,
    group: now.group - was.group,
    channel: now.channel - was.channel,
  };
}

export function isZeroDelta(delta: TCounterDelta): boolean {
  return delta.enrolled === 0 && delta.individual === 0 && delta.group === 0 && delta.channel === 0;
}

/** The user counter a target type moves. */
export function userCounterOf(type: TTargetType): 'total_courses' | 'total_channels' {
  return type === 'course' ? 'total_courses' : 'total_channels';
}
