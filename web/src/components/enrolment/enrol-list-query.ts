/** What the enrol steps need of a list query (a TanStack Query result): its rows and how loading went. */
export interface TEnrolListQuery<T> {
  data?: readonly T[];
  isError: boolean;
  isFetching: boolean;
  isSuccess: boolean;
  /** Loads the list again (Try again after an error). */
  refetch: () => unknown;
}

/** The thing people are enrolled on, as the captions and empty messages name it. */
export type TEnrolTargetNoun = 'course' | 'playlist';
