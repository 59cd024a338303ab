/**
 * Starts a download of a (short-lived, presigned) URL without leaving the page. Same-origin URLs honour the
 * file name; others rely on the server's Content-Disposition.
 */
export function downloadUrl(url: string, fileName?: string): void {
  const link = document.createElement('a');
  link.href = url;
  if (fileName) link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
