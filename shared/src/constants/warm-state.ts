/**
 * How long a warm API function may reuse a record it read for an earlier request (issue 36): the caller's company
 * state (suspension) and a course's published material for the player's progress saves. It is the bound within which
 * a suspension or an unpublished course reaches the saves: never longer, because an entry's age counts from the read
 * that made it and a hit never extends it. Longer than the player's save cadence (WATCH_TIME_SAVE_MS, 45 s), so one
 * learner's next save can use what their last one read when it reaches the same warm function.
 * docs/architecture.md "State a warm function reuses" lists what is reused and what is always read.
 */
export const WARM_STATE_MAX_AGE_SECONDS = 60;

/** How many records of each kind a warm function keeps at most (the oldest read goes first). */
export const WARM_STATE_MAX_ENTRIES = 500;
