import { describe, expect, it } from 'vitest';
import { MB } from '@skillway/shared';
import { createSpeedMeter } from './speed-meter';
import { statusLine } from './upload-status';
import type { TUploadEntry } from './uploads-store';

const entry = (change: Partial<TUploadEntry>): TUploadEntry => ({
  id: 'u1',
  kind: 'course-video',
  name: 'Intro.mp4',
  size: 1000 * MB,
  status: 'uploading',
  bytesUploaded: 250 * MB,
  speed: null,
  secondsLeft: null,
  error: null,
  retryable: true,
  save: null,
  uploaded: null,
  ...change,
});

describe('statusLine', () => {
  it('says how far, how fast and how long while uploading', () => {
    expect(statusLine(entry({}))).toBe('25%');
    expect(statusLine(entry({ speed: 5 * MB, secondsLeft: 150 }))).toBe('25% · 5 MB/s · about 3 min left');
    expect(statusLine(entry({ speed: 2 * MB, secondsLeft: 30 }))).toBe('25% · 2 MB/s · less than a minute left');
    expect(statusLine(entry({ speed: 100 * 1024, secondsLeft: 7500 }))).toBe('25% · 100 KB/s · about 2 h 5 min left');
    expect(statusLine(entry({ bytesUploaded: 1000 * MB }))).toBe('Checking the file…');
  });

  it('says why it waits, or what became of the material', () => {
    expect(statusLine(entry({ status: 'paused' }))).toBe('Paused at 25%');
    expect(statusLine(entry({ status: 'needs-file' }))).toBe('Paused. Choose Intro.mp4 again to resume.');
    const save = { course: 'c1', type: 'video' as const, title: 'Induction', description: null };
    expect(statusLine(entry({ status: 'added', save }))).toBe('Added to the course as “Induction”.');
    expect(statusLine(entry({ status: 'save-failed', save, error: 'The course no longer exists.' }))).toBe(
      'Uploaded, but not added to the course: The course no longer exists.',
    );
  });
});

describe('createSpeedMeter', () => {
  it('measures only the bytes sent since it started, smoothed', () => {
    const meter = createSpeedMeter();
    // A resumed upload starts with 300 MB already stored: that is not speed.
    expect(meter.sample(300 * MB, 0)).toBeNull();
    expect(meter.sample(302 * MB, 1000)).toBe(2 * MB);
    const next = meter.sample(306 * MB, 2000)!;
    expect(next).toBeGreaterThan(2 * MB);
    expect(next).toBeLessThan(4 * MB);
  });
});
