/**
 * The key that makes group names unique within a company: case, surrounding spaces and runs of spaces do not make
 * a different name ('Sales  Team' and 'sales team' are the same group). `#` cannot break the key format because
 * the key is the last part of the sort key, but it is encoded anyway so every key stays printable and unambiguous.
 */
export function groupNameKey(name: string): string {
  const normalised = name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  return encodeURIComponent(normalised);
}

/** The name as stored and shown: trimmed, inner runs of spaces collapsed. */
export function cleanGroupName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ');
}
