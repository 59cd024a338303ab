/**
 * A full recount of one company's maintained counters (docs/data-model.md: "maintained on write"), from the items
 * themselves, compared with what is stored. Used by the concurrency test (test/integration/concurrency/) and the
 * soak (`npm run soak`): after a burst of parallel writes every stored counter must equal its recount. An
 * administrator's repair job could start from it too (it only reads).
 *
 * It reads the company partition (`pk=C#<cid>`, one paged Query) and each course's partition (`C#<cid>#CRS#<id>`)
 * with consistent reads: a test tool, never a request path. Counters covered:
 * - Company `total_users` (active users);
 * - User `total_courses`, `total_channels`, `total_groups`, `total_in_progress`, `total_completed_courses`;
 * - Group `total_users`, `total_courses`, `total_channels`;
 * - TargetStats (course and playlist) `total_users`, `individual_users`, `group_users`, `channel_users`,
 *   `total_groups`, and for courses `not_started`, `in_progress`, `completed`, `test_pending`;
 * - Course `total_materials`, `total_videos`; Quiz `total_questions`, `total_core_questions`;
 * - Playlist `total_modules`, `total_assets`.
 * Beside the counters it checks the enrolment sources they are counted from: a `group:<gid>` source exactly when the
 * user is a member of the group and the group is enrolled on the target, a `channel:<pid>` source on a course exactly
 * when the user is enrolled on the playlist and the playlist holds the course.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../platform/clients/dynamodb';
import { config } from '../platform/config';
import { keys } from '../platform/db/keys';
import { stateCounterOf } from '../delivery/progress/progress-state';
import { sourceKind } from '../delivery/enrolment/enrolment-rules';
import { USER_COURSE_STATE } from '@skillway/shared';

type TItem = Record<string, unknown> & { _et?: string; sk: string };

interface TCounterDifference {
  /** What holds the counter, e.g. `User 01J…` or `TargetStats course#01J…`. */
  item: string;
  counter: string;
  stored: number;
  recounted: number;
}

export interface TRecount {
  /** Every counter whose stored value differs from the recount (absent counts as 0). */
  differences: TCounterDifference[];
  /** Enrolment sources that disagree with the memberships, group targets and playlists they come from. */
  sourceProblems: string[];
  /** How many counters were compared. */
  compared: number;
}

async function queryAll(pk: string): Promise<TItem[]> {
  const items: TItem[] = [];
  let start: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((page.Items ?? []) as TItem[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

const num = (value: unknown): number => (typeof value === 'number' ? value : 0);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A tally of counters per item: item label → counter → value. */
class Tally {
  readonly values = new Map<string, Map<string, number>>();
  add(item: string, counter: string, by = 1): void {
    const counters = this.values.get(item) ?? new Map<string, number>();
    counters.set(counter, (counters.get(counter) ?? 0) + by);
    this.values.set(item, counters);
  }
  get(item: string, counter: string): number {
    return this.values.get(item)?.get(counter) ?? 0;
  }
}

const USER_COUNTERS = [
  'total_courses',
  'total_channels',
  'total_groups',
  'total_in_progress',
  'total_completed_courses',
] as const;
const GROUP_COUNTERS = ['total_users', 'total_courses', 'total_channels'] as const;
const TARGET_COUNTERS = ['total_users', 'individual_users', 'group_users', 'channel_users', 'total_groups'] as const;
const COURSE_STATE_COUNTERS = ['not_started', 'in_progress', 'completed', 'test_pending'] as const;

/** Recounts every maintained counter of a company and lists the differences (empty when all are exact). */
export async function recountCompany(companyId: string): Promise<TRecount> {
  const items = await queryAll(keys.company(companyId));
  const byType = (type: string) => items.filter((item) => item._et === type);
  const company = byType('Company')[0];
  const users = byType('User');
  const groups = byType('Group');
  const members = byType('GroupMember');
  const groupTargets = byType('GroupTarget');
  const enrolments = byType('Enrolment');
  const stats = byType('TargetStats');
  const courses = byType('Course');
  const playlists = byType('Playlist');
  const playlistAssets = byType('PlaylistAsset');

  const stored = new Tally();
  const counted = new Tally();
  /** Every item label whose counters are compared, with the counters it holds. */
  const compared = new Map<string, readonly string[]>();
  const hold = (item: string, counters: readonly string[], source: TItem | undefined) => {
    compared.set(item, counters);
    for (const counter of counters) stored.add(item, counter, num(source?.[counter]));
  };

  if (company) {
    hold('Company', ['total_users'], company);
    for (const user of users) if (num(user.is_archived) === 0) counted.add('Company', 'total_users');
  }

  for (const user of users) hold(`User ${str(user.user_id)}`, USER_COUNTERS, user);
  for (const group of groups) hold(`Group ${str(group.group_id)}`, GROUP_COUNTERS, group);
  const statsLabel = (type: string, id: string) => `TargetStats ${type}#${id}`;
  const targetCounters = (type: string) =>
    type === 'course' ? [...TARGET_COUNTERS, ...COURSE_STATE_COUNTERS] : TARGET_COUNTERS;
  for (const item of stats) {
    const type = str(item.target_type);
    hold(statsLabel(type, str(item.target_id)), targetCounters(type), item);
  }
  // A target with enrolments or groups but no TargetStats item: its stored counters are all absent (zero).
  const ensureTarget = (type: string, id: string) => {
    const label = statsLabel(type, id);
    if (!compared.has(label)) hold(label, targetCounters(type), undefined);
    return label;
  };

  for (const member of members) {
    counted.add(`Group ${str(member.group_id)}`, 'total_users');
    counted.add(`User ${str(member.user_id)}`, 'total_groups');
  }
  for (const target of groupTargets) {
    const type = str(target.target_type);
    counted.add(`Group ${str(target.group_id)}`, type === 'course' ? 'total_courses' : 'total_channels');
    counted.add(ensureTarget(type, str(target.target_id)), 'total_groups');
  }
  for (const enrolment of enrolments) {
    const type = str(enrolment.target_type);
    const userLabel = `User ${str(enrolment.user_id)}`;
    const label = ensureTarget(type, str(enrolment.target_id));
    counted.add(userLabel, type === 'course' ? 'total_courses' : 'total_channels');
    counted.add(label, 'total_users');
    const kinds = new Set(Object.keys((enrolment.sources as Record<string, string> | undefined) ?? {}).map(sourceKind));
    for (const kind of ['individual', 'group', 'channel'] as const)
      if (kinds.has(kind)) counted.add(label, `${kind}_users`);
    if (type !== 'course') continue;
    const state = typeof enrolment.state === 'number' ? enrolment.state : undefined;
    const counter = stateCounterOf(state);
    counted.add(label, counter);
    if (state === USER_COURSE_STATE.TEST_PENDING) counted.add(label, 'test_pending');
    if (counter === 'in_progress') counted.add(userLabel, 'total_in_progress');
    if (counter === 'completed') counted.add(userLabel, 'total_completed_courses');
  }

  for (const playlist of playlists) {
    const label = `Playlist ${str(playlist.playlist_id)}`;
    hold(label, ['total_modules', 'total_assets'], playlist);
    counted.add(label, 'total_modules', Array.isArray(playlist.modules) ? playlist.modules.length : 0);
  }
  for (const asset of playlistAssets) counted.add(`Playlist ${str(asset.playlist_id)}`, 'total_assets');

  for (const course of courses) {
    const courseId = str(course.course_id);
    const label = `Course ${courseId}`;
    hold(label, ['total_materials', 'total_videos'], course);
    const children = await queryAll(keys.coursePk(companyId, courseId));
    for (const child of children) {
      if (child._et === 'CourseAsset') {
        counted.add(label, 'total_materials');
        if (child.asset_type === 'video') counted.add(label, 'total_videos');
      }
      if (child._et === 'Question') {
        counted.add(`Quiz ${courseId}`, 'total_questions');
        if (child.core_question === true) counted.add(`Quiz ${courseId}`, 'total_core_questions');
      }
    }
    const quiz = children.find((child) => child._et === 'Quiz');
    if (quiz) hold(`Quiz ${courseId}`, ['total_questions', 'total_core_questions'], quiz);
  }

  const differences: TCounterDifference[] = [];
  let total = 0;
  for (const [item, counters] of compared) {
    for (const counter of counters) {
      total += 1;
      const was = stored.get(item, counter);
      const is = counted.get(item, counter);
      if (was !== is) differences.push({ item, counter, stored: was, recounted: is });
    }
  }
  // Counts of items that hold no counters of their own (a membership of a deleted group, say) are differences too.
  for (const [item, counters] of counted.values) {
    if (compared.has(item)) continue;
    for (const [counter, value] of counters)
      differences.push({ item: `${item} (missing)`, counter, stored: 0, recounted: value });
  }

  return { differences, sourceProblems: checkSources(members, groupTargets, enrolments, playlists), compared: total };
}

/** Enrolment sources against what they stand for (memberships × group targets, playlist enrolments × modules). */
function checkSources(members: TItem[], groupTargets: TItem[], enrolments: TItem[], playlists: TItem[]): string[] {
  const expected = new Set<string>();
  const membersOf = new Map<string, string[]>();
  for (const member of members) {
    const list = membersOf.get(str(member.group_id)) ?? [];
    list.push(str(member.user_id));
    membersOf.set(str(member.group_id), list);
  }
  for (const target of groupTargets) {
    for (const userId of membersOf.get(str(target.group_id)) ?? []) {
      expected.add(`${str(target.target_type)}#${str(target.target_id)}#${userId}#group:${str(target.group_id)}`);
    }
  }
  const coursesOf = new Map<string, string[]>();
  for (const playlist of playlists) {
    const modules = Array.isArray(playlist.modules) ? (playlist.modules as { course_id: string }[]) : [];
    coursesOf.set(
      str(playlist.playlist_id),
      modules.map((module) => module.course_id),
    );
  }
  for (const enrolment of enrolments) {
    if (enrolment.target_type !== 'channel') continue;
    for (const courseId of coursesOf.get(str(enrolment.target_id)) ?? []) {
      expected.add(`course#${courseId}#${str(enrolment.user_id)}#channel:${str(enrolment.target_id)}`);
    }
  }
  const actual = new Set<string>();
  for (const enrolment of enrolments) {
    for (const source of Object.keys((enrolment.sources as Record<string, string> | undefined) ?? {})) {
      if (source === 'individual') continue;
      actual.add(`${str(enrolment.target_type)}#${str(enrolment.target_id)}#${str(enrolment.user_id)}#${source}`);
    }
  }
  const problems: string[] = [];
  for (const source of expected) if (!actual.has(source)) problems.push(`missing source ${source}`);
  for (const source of actual) if (!expected.has(source)) problems.push(`stray source ${source}`);
  return problems;
}
