/** Test helper (unit tests of the package checks): zips made with fflate, and byte patches that make them lie. */
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { TPackageSink, TZipSource } from './unpack';

export function zipOf(files: Record<string, string | Uint8Array>, level: 0 | 6 | 9 = 6): Uint8Array {
  const input: Zippable = {};
  for (const [path, content] of Object.entries(files)) {
    input[path] = [typeof content === 'string' ? strToU8(content) : content, { level }];
  }
  return zipSync(input);
}

export const SCORM12_MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="m1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org1">
    <organization identifier="org1"><title>Fire safety</title>
      <item identifier="item1" identifierref="res1"><title>Fire safety</title>
        <adlcp:masteryscore>80</adlcp:masteryscore></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res1" type="webcontent" adlcp:scormtype="sco" href="index.html"><file href="index.html"/></resource>
  </resources>
</manifest>`;

/** A small valid SCORM 1.2 package's files. */
export function scormFiles(extra: Record<string, string | Uint8Array> = {}): Record<string, string | Uint8Array> {
  return { 'imsmanifest.xml': SCORM12_MANIFEST, 'index.html': '<html><body>Lesson</body></html>', ...extra };
}

export interface TCentralFields {
  index: number;
  name: string;
  view: DataView;
  /** Offset of this entry's central directory record. */
  central: number;
  /** Offset of its local header. */
  local: number;
}

/** Calls `patch` for each central directory entry (with where its local header is), changing the bytes in place. */
export function patchEntries(zip: Uint8Array, patch: (entry: TCentralFields) => void): Uint8Array {
  const bytes = zip.slice();
  const view = new DataView(bytes.buffer);
  let eocd = bytes.byteLength - 22;
  while (view.getUint32(eocd, true) !== 0x06054b50) eocd -= 1;
  const count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  for (let index = 0; index < count; index += 1) {
    const nameLength = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    patch({ index, name, view, central: at, local: view.getUint32(at + 42, true) });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return bytes;
}

/** Sets an entry's declared inflated size in both its directory record and its local header. */
export function declareSize(entry: TCentralFields, size: number): void {
  entry.view.setUint32(entry.central + 24, size, true);
  entry.view.setUint32(entry.local + 22, size, true);
}

/** Renames an entry (same length) in both its directory record and its local header. */
export function rename(zip: Uint8Array, from: string, to: string): Uint8Array {
  if (from.length !== to.length) throw new Error('rename keeps the length');
  return patchEntries(zip, (entry) => {
    if (entry.name !== from) return;
    const name = new TextEncoder().encode(to);
    new Uint8Array(entry.view.buffer).set(name, entry.central + 46);
    new Uint8Array(entry.view.buffer).set(name, entry.local + 30);
  });
}

export function memorySource(zip: Uint8Array): TZipSource & { reads: number } {
  const source = {
    size: zip.byteLength,
    reads: 0,
    read: (start: number, end: number) => {
      source.reads += 1;
      return Promise.resolve(zip.subarray(start, end + 1));
    },
  };
  return source;
}

export function memorySink(): TPackageSink & {
  files: Map<string, { body: Uint8Array; contentType: string }>;
  cleared: number;
} {
  const files = new Map<string, { body: Uint8Array; contentType: string }>();
  const sink = {
    files,
    cleared: 0,
    put: (path: string, body: Uint8Array, contentType: string) => {
      files.set(path, { body, contentType });
      return Promise.resolve();
    },
    clear: () => {
      files.clear();
      sink.cleared += 1;
      return Promise.resolve();
    },
  };
  return sink;
}
