import { presentRecertification } from './recertification-settings';
import { COURSE_TYPES, type TCourse, type TCourseCounters, type TImageUrls } from '@skillway/shared';
import type { TAsset } from '@skillway/shared';
import type { TCourseItem, TTestItem } from '../../platform/db/types';
import { signImageUrl } from '../../platform/images/sign-image-url';
import { splitMinutes } from './course-duration';
import type { TCourseStatsItem } from './course-repository';
import { courseLanguage } from './course-language';

const TYPE_NAME = new Map<number, string>(COURSE_TYPES.map((type) => [type.id, type.name]));

export function courseTypeName(id: number): string {
  return TYPE_NAME.get(id) ?? '';
}

/** Signed URLs of every preset the course screens use (the image handler serves only signed keys). */
export function presentImage(key: string | undefined, nowMs = Date.now()): TImageUrls | null {
  if (!key) return null;
  return {
    key,
    small: signImageUrl(key, 'small', nowMs),
    medium: signImageUrl(key, 'medium', nowMs),
    large: signImageUrl(key, 'large', nowMs),
    small_new: signImageUrl(key, 'small_new', nowMs),
    thumb: signImageUrl(key, 'thumb', nowMs),
  };
}

/**
 * The counters the library and statistics screens show, all kept on write on the course's TargetStats item: the
 * enrolment module moves the user counts, the progress module the state counts (in the same transactions). Not
 * started is whoever is enrolled and neither in progress nor complete (so enrolments older than the state counters
 * count as not started); completion progress is a whole percentage of the enrolled.
 */
export function presentCounters(course: TCourseItem, stats: TCourseStatsItem | undefined): TCourseCounters {
  const totalUsers = stats?.total_users ?? 0;
  const inProgress = Math.max(0, Math.min(stats?.in_progress ?? 0, totalUsers));
  const completed = Math.max(0, Math.min(stats?.completed ?? 0, totalUsers - inProgress));
  return {
    total_users: totalUsers,
    total_enrolled_individual_users: stats?.individual_users ?? 0,
    total_groups: stats?.total_groups ?? 0,
    total_enrolled_via_channel_users: stats?.channel_users ?? 0,
    total_inprogress: inProgress,
    total_completed: completed,
    total_not_started: Math.max(0, totalUsers - inProgress - completed),
    completion_progress: totalUsers > 0 ? Math.round((completed / totalUsers) * 100) : 0,
    total_materials: course.total_materials,
    total_videos: course.total_videos,
  };
}

export interface TCourseExtras {
  stats?: TCourseStatsItem;
  /**
   * The ids of the playlists holding the course, read from the playlists (course-playlists.ts); the course's own
   * stored `channels` is not kept up to date and is never shown. Left out (a learner's view): none.
   */
  channels?: readonly string[];
  /** With include=test: the quiz, or null when the course has none. Undefined leaves `test` out. */
  quiz?: TTestItem | null;
  /** With include=assets (or a per-kind include): the presented material in order. */
  assets?: TAsset[];
  include?: ReadonlySet<string>;
  nowMs?: number;
}

/** One course in the contract's shape; only what the include list asks for is added. */
export function presentCourse(course: TCourseItem, extras: TCourseExtras = {}): TCourse {
  const { hours, minutes } = splitMinutes(course.minutes);
  const include = extras.include ?? new Set<string>();
  const out: TCourse = {
    id: course.course_id,
    name: course.name,
    description: course.description,
    minutes: course.minutes,
    hours,
    minutes_part: minutes,
    course_type: course.course_type,
    course_type_name: courseTypeName(course.course_type),
    topics: course.topics,
    channels: [...(extras.channels ?? [])],
    recertification: presentRecertification(course.recertification),
    language: courseLanguage(course),
    thumbnail: presentImage(course.thumbnail_key, extras.nowMs),
    published: course.published,
    is_default: course.is_default,
    catalogue_slug: course.catalogue_slug ?? null,
    package_result_as_test: course.package_result_as_test === true,
    ...presentCounters(course, extras.stats),
    created_at: course.created_at,
    updated_at: course.updated_at,
  };
  if (extras.quiz !== undefined) {
    out.test = extras.quiz
      ? { id: extras.quiz.course_id, pass_mark: extras.quiz.pass_mark, total_questions: extras.quiz.total_questions }
      : null;
  }
  if (extras.assets) {
    if (include.has('assets')) out.assets = extras.assets;
    if (include.has('videos')) out.videos = extras.assets.filter((asset) => asset.asset_type === 'video');
    if (include.has('documents')) out.documents = extras.assets.filter((asset) => asset.asset_type === 'document');
    if (include.has('links')) out.links = extras.assets.filter((asset) => asset.asset_type === 'link');
    if (include.has('ppts')) out.ppts = extras.assets.filter((asset) => asset.asset_type === 'powerpoint');
    if (include.has('packages')) out.packages = extras.assets.filter((asset) => asset.asset_type === 'package');
  }
  return out;
}

/** `include=a,b` as a set of lower-case names. */
export function parseInclude(include: string | undefined): Set<string> {
  return new Set(
    (include ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  );
}
