import {
  USER_COURSE_STATE,
  USER_COURSE_STATE_TEXT,
  type TPlaylist,
  type TPlaylistAsset,
  type TPlaylistModule,
} from '@skillway/shared';
import type { TCourseItem } from '../../platform/db/types';
import type { TEnrolmentItem } from '../../platform/db/entities/enrolment';
import { presentImage } from '../courses/present-course';
import { presignedFileUrl } from '../../platform/storage/presign-download';
import { isPublished, liveModules, publishedModules, type TCourseLookup } from './playlist-courses';
import { normaliseModules, type TModule } from './playlist-modules';
import type { TPlaylistAssetItem } from './playlist-asset-repository';
import type { TPlaylistItem, TPlaylistStatsItem } from './playlist-repository';

/** What a playlist response may add, each only when asked for (include=...). */
export interface TPlaylistExtras {
  stats?: TPlaylistStatsItem;
  courses: TCourseLookup;
  /** Every module (administrators), or only the published ones (learners: `modules` is never shown to them). */
  modules?: 'all' | 'published';
  publishedmodules?: boolean;
  assets?: TPlaylistAsset[];
  /** The viewer's course enrolments by course id: each module says how far the viewer is. */
  viewerEnrolments?: ReadonlyMap<string, TEnrolmentItem>;
  nowMs?: number;
}

function presentEnrolment(enrolment: TEnrolmentItem | undefined): TPlaylistModule['enrolled'] {
  if (!enrolment) return null;
  const state = enrolment.state ?? USER_COURSE_STATE.NOT_STARTED;
  return { state, state_text: USER_COURSE_STATE_TEXT[state] ?? '', progress: enrolment.progress ?? 0 };
}

function presentModules(
  modules: readonly TModule[],
  courses: TCourseLookup,
  viewerEnrolments?: ReadonlyMap<string, TEnrolmentItem>,
  nowMs?: number,
): TPlaylistModule[] {
  return normaliseModules(liveModules(modules, courses)).map((module) => {
    const course = courses.get(module.course_id) as TCourseItem;
    return {
      id: course.course_id,
      name: course.name,
      description: course.description,
      minutes: course.minutes,
      thumbnail: presentImage(course.thumbnail_key, nowMs),
      published: course.published,
      level: module.level,
      sort_order: module.sort_order,
      enrolled: presentEnrolment(viewerEnrolments?.get(course.course_id)),
    };
  });
}

/** One playlist in the contract's shape; counters come from the enrolment module's TargetStats item. */
export function presentPlaylist(playlist: TPlaylistItem, extras: TPlaylistExtras): TPlaylist {
  const live = liveModules(playlist.modules, extras.courses);
  const published = publishedModules(live, extras.courses);
  const out: TPlaylist = {
    id: playlist.playlist_id,
    name: playlist.name,
    description: playlist.description,
    thumbnailOption: playlist.thumbnail_option,
    icon: playlist.thumbnail_option === 'icon' ? (playlist.icon ?? null) : null,
    thumbnail: playlist.thumbnail_option === 'image' ? presentImage(playlist.thumbnail_key, extras.nowMs) : null,
    published: isPublished(playlist, extras.courses),
    levels: playlist.levels,
    total_modules: live.length,
    total_published_modules: published.length,
    individual_users: extras.stats?.individual_users ?? 0,
    group_users: extras.stats?.group_users ?? 0,
    total_groups: extras.stats?.total_groups ?? 0,
    total_users: extras.stats?.total_users ?? 0,
    total_assets: playlist.total_assets,
    created_at: playlist.created_at,
    updated_at: playlist.updated_at,
  };
  if (extras.modules) {
    out.modules = presentModules(
      extras.modules === 'all' ? live : published,
      extras.courses,
      extras.viewerEnrolments,
      extras.nowMs,
    );
  }
  if (extras.publishedmodules) {
    out.publishedmodules = presentModules(published, extras.courses, extras.viewerEnrolments, extras.nowMs);
  }
  if (extras.assets) out.supplementalMaterial = extras.assets;
  return out;
}

/** Additional Content with short-lived links (pdf and images open inline, anything else downloads). */
export async function presentPlaylistAssets(assets: readonly TPlaylistAssetItem[]): Promise<TPlaylistAsset[]> {
  return Promise.all(
    assets.map(async (asset) => ({
      id: asset.asset_id,
      channel_id: asset.playlist_id,
      title: asset.title,
      file: {
        url: await presignedFileUrl(asset.file_key, { name: asset.file_name, mimeType: asset.file_mime }),
        mime_type: asset.file_mime,
        original_name: asset.file_name,
        size: asset.file_size,
      },
      created_at: asset.created_at,
    })),
  );
}
