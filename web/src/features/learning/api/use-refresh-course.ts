import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../courses/api/query-keys';
import { learningKeys } from './query-keys';

/**
 * Reads the course again after a video ends, a material opens or a test is submitted (the server decides progress
 * and state); My Courses refreshes when next shown.
 */
export function useRefreshCourse(courseId: string) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: courseKeys.detail(courseId, 'learner') });
    void queryClient.invalidateQueries({ queryKey: learningKeys.lists() });
  }, [queryClient, courseId]);
}
