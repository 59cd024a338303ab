import type { TVideoState } from '@skillway/shared';
import { config } from '../../../platform/config';

/**
 * Where a new course video starts. On AWS it is `processing` until MediaConvert has made its HLS renditions (the
 * player uses the MP4 meanwhile); locally nothing transcodes and the MP4 plays as is, so it is ready at once.
 */
export function initialVideoStatus(): TVideoState {
  return config.isLocal ? 'ready' : 'processing';
}
