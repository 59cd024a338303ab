import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of shipped course files (PDF handouts, slide decks, the introduction video). */
export const CATALOGUE_ASSETS_DIR = fileURLToPath(new URL('./assets/', import.meta.url));

/**
 * Absolute path of a catalogue asset named relative to the assets folder (a material's `file`). Refuses anything
 * that would resolve outside that folder, so a path can never be used to read other files from the server.
 */
export function catalogueAssetPath(file: string): string {
  const resolved = path.resolve(CATALOGUE_ASSETS_DIR, file);
  if (!resolved.startsWith(CATALOGUE_ASSETS_DIR) || resolved === CATALOGUE_ASSETS_DIR) {
    throw new Error(`Catalogue asset path escapes the assets folder: ${file}`);
  }
  return resolved;
}

/** A catalogue course's thumbnail (a 16:9 JPEG made by build-thumbnails.ts), relative to the assets folder. */
export function catalogueThumbnailFile(slug: string): string {
  return `thumbnails/${slug}.jpg`;
}
