/** Opens a report file's short-lived link in this tab: the browser downloads it or shows it (a PDF). */
export function openFile(url: string): void {
  window.location.assign(url);
}
