import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TAsset,
  TCourseCreateBody,
  TCourseUpdateBody,
  TMaterialAddBody,
  TMaterialUpdateBody,
} from '@skillway/shared';
import { api } from '../../../api';
import { useInvalidate } from '../../../lib/use-invalidate';
import { courseKeys } from './query-keys';

/** Anything that changes a course can change every course screen (library, manager, stats, catalogue). */
const COURSE_RESOURCES = [courseKeys.all] as const;

export function useSaveCourse() {
  const invalidate = useInvalidate(...COURSE_RESOURCES);
  return useMutation({
    mutationFn: (input: { id: null; body: TCourseCreateBody } | { id: string; body: TCourseUpdateBody }) =>
      input.id === null
        ? api('courses.create', { body: input.body })
        : api('courses.update', { params: { id: input.id }, body: input.body }),
    onSuccess: invalidate,
  });
}

export function useDeleteCourse() {
  const invalidate = useInvalidate(...COURSE_RESOURCES);
  return useMutation({
    mutationFn: (id: string) => api('courses.delete', { params: { id } }),
    onSuccess: invalidate,
  });
}

/** Publish or unpublish one course; a course without material is refused with the spec's message (422). */
export function useSetPublished() {
  const invalidate = useInvalidate(...COURSE_RESOURCES);
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      published ? api('courses.publish', { params: { id } }) : api('courses.unpublish', { params: { id } }),
    onSettled: invalidate,
  });
}

/** The bulk toggle: every selected course to one state; publishing is refused for all if any lacks material. */
export function useTogglePublish() {
  const invalidate = useInvalidate(...COURSE_RESOURCES);
  return useMutation({
    mutationFn: ({ ids, published }: { ids: string[]; published: boolean }) =>
      api('courses.togglePublish', { body: { state: published ? 1 : 0, courses: ids } }),
    onSettled: invalidate,
  });
}

export function useAddMaterial() {
  const invalidate = useInvalidate(...COURSE_RESOURCES);
  return useMutation({
    mutationFn: (body: TMaterialAddBody) => api('courses.addMaterial', { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateMaterial() {
  const invalidate = useInvalidate(...COURSE_RESOURCES);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TMaterialUpdateBody }) =>
      api('courses.updateMaterial', { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useRemoveMaterial() {
  const invalidate = useInvalidate(...COURSE_RESOURCES);
  return useMutation({
    mutationFn: ({ courseId, assetId }: { courseId: string; assetId: string }) =>
      api('courses.removeMaterial', { body: { course_id: courseId, asset_id: assetId } }),
    onSuccess: invalidate,
  });
}

/**
 * Saves a new material order at once. The list shows the new order straight away (a drop must not jump back
 * while the call is out) and returns to the saved order if the server refuses.
 */
export function useSortMaterials(courseId: string) {
  const queryClient = useQueryClient();
  const key = courseKeys.materials(courseId);
  return useMutation({
    mutationFn: (ids: string[]) =>
      api('courses.sortMaterials', { params: { id: courseId }, body: { sort_order: ids } }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TAsset[]>(key);
      if (previous) {
        const byId = new Map(previous.map((asset) => [asset.id, asset]));
        const reordered = ids.map((id) => byId.get(id)).filter((asset): asset is TAsset => asset !== undefined);
        queryClient.setQueryData<TAsset[]>(key, reordered);
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (result) => queryClient.setQueryData<TAsset[]>(key, result.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: courseKeys.details(courseId) }),
  });
}

export function useInstallCourses() {
  const invalidate = useInvalidate(...COURSE_RESOURCES);
  return useMutation({
    mutationFn: (slugs: string[]) => api('courses.install', { body: { courses: slugs } }),
    onSuccess: invalidate,
  });
}

/** The Test action: the course's test, created first when it has none; resolves to the test id. */
export function useOpenTest() {
  const invalidate = useInvalidate(...COURSE_RESOURCES);
  return useMutation({
    mutationFn: async ({ courseId, testId }: { courseId: string; testId: string | null }) => {
      if (testId) return testId;
      const created = await api('tests.create', { body: { course_id: courseId } });
      await invalidate();
      return created.data.id;
    },
  });
}
