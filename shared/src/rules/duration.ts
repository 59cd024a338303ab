/** Course duration in minutes, as the spec stores it: hours * 60 + minutes. */
export function toTotalMinutes(hours: number, minutes: number): number {
  const h = Number.isFinite(hours) && hours > 0 ? Math.floor(hours) : 0;
  const m = Number.isFinite(minutes) && minutes > 0 ? Math.floor(minutes) : 0;
  return h * 60 + m;
}

/** Splits stored minutes back into the form's hours and minutes (the spec folds hours into minutes on save). */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const safe = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  return { hours: Math.floor(safe / 60), minutes: safe % 60 };
}

/**
 * The learner's course-details duration: '{h} hr {m} mins' from an hour upwards, otherwise '{m} minutes'.
 * A whole number of hours drops the '0 mins'; one minute reads '1 minute'.
 */
export function formatDuration(totalMinutes: number): string {
  const { hours, minutes } = splitMinutes(totalMinutes);
  if (hours === 0) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return minutes === 0 ? `${hours} hr` : `${hours} hr ${minutes} mins`;
}
