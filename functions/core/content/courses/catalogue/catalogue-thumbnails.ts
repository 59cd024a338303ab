import { readFile } from 'node:fs/promises';
import { catalogueAssetPath, catalogueThumbnailFile } from './catalogue-asset-path';
import { COURSE_SOURCES } from './course-sources';

/**
 * The image key of a catalogue course's thumbnail, for the image handler's signed URLs (the install screen). No
 * upload lands under `catalogue/` (uploads are `c/<cid>/…`): the handler reads these from the shipped assets.
 */
export function catalogueImageKey(slug: string): string {
  return `catalogue/${slug}.jpg`;
}

const KEY = /^catalogue\/([a-z0-9-]{1,80})\.jpg$/;

/** The shipped JPEG behind a catalogue image key; undefined for any other key or an unknown slug. */
export async function readCatalogueImage(key: string): Promise<Uint8Array | undefined> {
  const slug = KEY.exec(key)?.[1];
  if (!slug || !COURSE_SOURCES.some((source) => source.course.slug === slug)) return undefined;
  return new Uint8Array(await readFile(catalogueAssetPath(catalogueThumbnailFile(slug))));
}
