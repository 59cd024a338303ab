import { downloadUrl } from '../../../lib/download-url';

/**
 * Opens an export's short-lived link in a new window, as the spec asks; if the browser blocks the window (the
 * link arrives after a call, outside the click), the file is downloaded in place instead.
 */
export function openInNewWindow(url: string): void {
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else downloadUrl(url);
}
