import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { COURSE_LIMITS, MAX_PAGE_SIZE, type TLanguage } from '@skillway/shared';
import { api, type TApiArgs, type TApiResult } from '../../../api';
import type { TDateRange } from '../../../components/date-range-filter';
import { pageQuery, searchQuery, type TListParams } from '../../../lib/use-list-params';
import { usePlaylists } from '../../playlists/api/queries';
import { isProcessing, PROCESSING_REFRESH_MS } from './course-query';
import { courseKeys } from './query-keys';

type TCourseListQuery = NonNullable<TApiArgs<'courses.list'>['query']>;
type TCoursePage = TApiResult<'courses.list'>;

interface TCoursesOptions<T> {
  enabled?: boolean;
  /** A panel that edits against the list reads it fresh on opening and not again while open. */
  snapshot?: boolean;
  select?: (page: TCoursePage) => T;
}

/** GET /courses, the company's courses: the library's pages and the playlist panels' whole list. */
export function useCourses<T = TCoursePage>(query: TCourseListQuery, options: TCoursesOptions<T> = {}) {
  return useQuery({
    queryKey: courseKeys.list(query),
    queryFn: ({ signal }) => api('courses.list', { query }, { signal }),
    enabled: options.enabled ?? true,
    select: options.select,
    placeholderData: keepPreviousData,
    ...(options.snapshot ? { staleTime: 0, refetchOnWindowFocus: false } : {}),
  });
}

/**
 * The Full Course Library: paged, searched by name, filtered by creation date and by the language the courses are
 * written in (null: every language), with thumbnails and tests.
 */
export function useCourseList(params: TListParams, range: TDateRange, language: TLanguage | null = null) {
  return useCourses({
    ...pageQuery(params),
    search: searchQuery(params.search, ['name']),
    start: range.start,
    end: range.end,
    language: language ?? undefined,
    include: 'thumbnail,test',
  });
}

// One course (GET /courses/{id}) lives in its own module, so the course player's first load carries only it.
export { useCourse } from './course-query';

/** The Edit Course panel's data (channels, thumbnail, topics), read fresh each time the panel opens. */
export function useCourseEditInfo(id: string | null) {
  return useQuery({
    queryKey: courseKeys.editInfo(id ?? ''),
    queryFn: async ({ signal }) => (await api('courses.editInfo', { params: { id: id ?? '' } }, { signal })).data,
    enabled: id !== null,
    staleTime: 0,
  });
}

/** A course's material in its sort order (a course holds at most COURSE_LIMITS.materialsMax). */
export function useCourseMaterials(id: string) {
  return useQuery({
    queryKey: courseKeys.materials(id),
    queryFn: async ({ signal }) =>
      (await api('courses.materials', { params: { id }, query: { limit: COURSE_LIMITS.materialsMax } }, { signal }))
        .data,
    refetchInterval: (query) => (query.state.data?.some(isProcessing) ? PROCESSING_REFRESH_MS : false),
  });
}

/** The course statistics screen: counters per course, paged and searched by name. */
export function useCourseStats(params: TListParams) {
  return useQuery({
    queryKey: courseKeys.stats(params),
    queryFn: ({ signal }) =>
      api(
        'courses.stats',
        { query: { ...pageQuery(params), search: searchQuery(params.search, ['name']) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The default courses that ship with the product, each marked installed or not. */
export function useCatalogue() {
  return useQuery({
    queryKey: courseKeys.catalogue(),
    queryFn: async ({ signal }) => (await api('courses.catalogue', undefined, { signal })).data,
  });
}

/**
 * The Playlists field's options: every playlist of the company (GET /channels?limit=1000, the administrator's list),
 * by name. A company holds tens of playlists, so one page holds them all.
 */
export function useCoursePlaylistOptions() {
  return usePlaylists({ limit: MAX_PAGE_SIZE, orderBy: 'name', sortedBy: 'asc' }, (page) =>
    page.data.map((playlist) => ({ value: playlist.id, label: playlist.name })),
  );
}
