/** How quickly the shown speed follows a change: half way in two seconds. */
const HALF_LIFE_MS = 2000;

/**
 * Upload speed from progress samples, smoothed (an exponential moving average, as Uppy's status bar does) so the
 * time left does not jump with each part. Only bytes sent since the meter started count: parts stored before a
 * resume are not speed.
 */
export function createSpeedMeter() {
  let last: { bytes: number; at: number } | undefined;
  let speed: number | null = null;
  return {
    /** Bytes a second after this sample, or null until two samples some time apart. */
    sample(bytes: number, at: number): number | null {
      if (!last) {
        last = { bytes, at };
        return speed;
      }
      const elapsed = at - last.at;
      if (elapsed <= 0 || bytes < last.bytes) return speed;
      const current = ((bytes - last.bytes) / elapsed) * 1000;
      speed = speed === null ? current : current + (speed - current) * 2 ** (-elapsed / HALF_LIFE_MS);
      last = { bytes, at };
      return speed;
    },
  };
}
