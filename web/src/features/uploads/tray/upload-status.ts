import { formatBytes } from '../lib/format-bytes';
import type { TUploadEntry } from './uploads-store';

export function percentOf(entry: Pick<TUploadEntry, 'bytesUploaded' | 'size'>): number {
  return entry.size > 0 ? Math.min(100, Math.floor((entry.bytesUploaded / entry.size) * 100)) : 0;
}

function timeLeft(seconds: number): string {
  if (seconds < 60) return 'less than a minute left';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} min left`;
  const hours = Math.floor(minutes / 60);
  return `about ${hours} h ${minutes % 60} min left`;
}

/** One line saying where an upload is: how far, how fast and how long, or why it waits. */
export function statusLine(entry: TUploadEntry): string {
  const percent = `${percentOf(entry)}%`;
  switch (entry.status) {
    case 'uploading': {
      if (entry.bytesUploaded >= entry.size && entry.size > 0) return 'Checking the file…';
      const parts = [percent];
      if (entry.speed) parts.push(`${formatBytes(entry.speed)}/s`);
      if (entry.secondsLeft !== null) parts.push(timeLeft(entry.secondsLeft));
      return parts.join(' · ');
    }
    case 'paused':
      return `Paused at ${percent}`;
    case 'needs-file':
      return `Paused. Choose ${entry.name} again to resume.`;
    case 'failed':
      return entry.error ?? 'The upload stopped.';
    case 'uploaded':
      // An Add panel still open takes the file from here at once: one in the tray had its panel closed without Add.
      return entry.save
        ? 'Uploaded. Adding it to the course…'
        : 'Uploaded, but not added to a course: its panel was closed without Add.';
    case 'saving':
      return 'Uploaded. Adding it to the course…';
    case 'added':
      return `Added to the course as “${entry.save?.title ?? entry.name}”.`;
    case 'save-failed':
      return `Uploaded, but not added to the course: ${entry.error ?? ''}`.trim();
  }
}
