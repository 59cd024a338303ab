import type { TLog } from '../../platform/http/logger';
import { s3Source } from './process-package';
import { readPackage, windowedSource } from './unpack';

/**
 * The title an uploaded package's manifest gives it (SCORM's organisation title, cmi5's course title, TinCan's
 * activity name), for Add Package to offer: only the zip's directory and its manifest are read. Undefined when the
 * package has none, or cannot be read: the unpack worker names the reason after the material is added.
 */
export async function readPackageTitle(key: string, size: number, log: TLog): Promise<string | undefined> {
  try {
    const { parsed } = await readPackage(windowedSource(s3Source(key, size)));
    return parsed.title?.trim() || undefined;
  } catch (error) {
    log.info('package title not read', { error: (error as Error).message });
    return undefined;
  }
}
