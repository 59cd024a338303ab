import { t } from '@lingui/core/macro';
import { formatBytes } from '../lib/format-bytes';
import type { TUploadEntry } from './uploads-store';

export function percentOf(entry: Pick<TUploadEntry, 'bytesUploaded' | 'size'>): number {
  return entry.size > 0 ? Math.min(100, Math.floor((entry.bytesUploaded / entry.size) * 100)) : 0;
}

function timeLeft(seconds: number): string {
  if (seconds < 60) return t`less than a minute left`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t`about ${minutes} min left`;
  const hours = Math.floor(minutes / 60);
  const restMinutes = minutes % 60;
  return t`about ${hours} h ${restMinutes} min left`;
}

/** One line saying where an upload is: how far, how fast and how long, or why it waits (in the active language). */
export function statusLine(entry: TUploadEntry): string {
  const percent = `${percentOf(entry)}%`;
  switch (entry.status) {
    case 'uploading': {
      if (entry.bytesUploaded >= entry.size && entry.size > 0) return t`Checking the file…`;
      const parts = [percent];
      if (entry.speed) parts.push(`${formatBytes(entry.speed)}/s`);
      if (entry.secondsLeft !== null) parts.push(timeLeft(entry.secondsLeft));
      return parts.join(' · ');
    }
    case 'paused':
      return t`Paused at ${percent}`;
    case 'needs-file': {
      const name = entry.name;
      return t`Paused. Choose ${name} again to resume.`;
    }
    case 'failed':
      return entry.error ?? t`The upload stopped.`;
    case 'uploaded':
      // An Add panel still open takes the file from here at once: one in the tray had its panel closed without Add.
      return entry.save
        ? t`Uploaded. Adding it to the course…`
        : t`Uploaded, but not added to a course: its panel was closed without Add.`;
    case 'saving':
      return t`Uploaded. Adding it to the course…`;
    case 'added': {
      const title = entry.save?.title ?? entry.name;
      return t`Added to the course as “${title}”.`;
    }
    case 'save-failed': {
      const error = entry.error ?? '';
      return t`Uploaded, but not added to the course: ${error}`.trim();
    }
  }
}
