/** A file name safe in a zip (no folders, no odd characters), kept readable. */
export function zipName(text: string): string {
  const safe = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return safe.replace(/^\.+/, '') || 'file';
}

/** A file's extension as stored, lower-case with its dot ('' without one). */
export function extensionOf(fileName: string | undefined): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName ?? '');
  return match ? `.${match[1]!.toLowerCase()}` : '';
}
