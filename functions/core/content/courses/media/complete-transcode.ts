import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import * as z from 'zod/mini';
import type { courseAssetEntity } from '../../../platform/db/entities/course-asset';
import { config } from '../../../platform/config';
import { updateAssetFields } from '../material-repository';
import { s3Key } from './transcode-job';

/** The part of a MediaConvert "Job State Change" event this needs. */
export const ZJobStateDetail = z.object({
  status: z.string(),
  jobId: z.string(),
  userMetadata: z.optional(z.record(z.string(), z.string())),
  outputGroupDetails: z.optional(
    z.array(
      z.object({
        type: z.optional(z.string()),
        playlistFilePaths: z.optional(z.array(z.string())),
        outputDetails: z.optional(z.array(z.object({ outputFilePaths: z.optional(z.array(z.string())) }))),
      }),
    ),
  ),
});
export type TJobStateDetail = z.infer<typeof ZJobStateDetail>;

export type TTranscodeOutcome = 'ready' | 'failed' | 'ignored' | 'stale';

/** The master playlist and the last poster frame the job wrote, as keys in the uploads bucket. */
export function transcodeOutputs(detail: TJobStateDetail, bucket: string): { hlsKey?: string; posterKey?: string } {
  const groups = detail.outputGroupDetails ?? [];
  const hls = groups.find((group) => group.type === 'HLS_GROUP');
  const hlsKey = hls?.playlistFilePaths?.map((path) => s3Key(path, bucket)).find(Boolean);
  const frames = groups
    .filter((group) => group.type === 'FILE_GROUP')
    .flatMap((group) => group.outputDetails ?? [])
    .flatMap((output) => output.outputFilePaths ?? [])
    .map((path) => s3Key(path, bucket))
    .filter((key): key is string => Boolean(key && key.endsWith('.jpg')))
    .sort();
  return { hlsKey, posterKey: frames.at(-1) };
}

/**
 * A MediaConvert job of this stage ended: the material becomes `ready` with its HLS playlist and poster, or
 * `failed` (it keeps playing the MP4). Only the job the material is waiting for counts (a stale or foreign job
 * changes nothing) and only while it is processing, so a repeated event writes nothing.
 */
export async function completeTranscode(detail: TJobStateDetail): Promise<TTranscodeOutcome> {
  const meta = detail.userMetadata ?? {};
  if (meta.app !== config.mediaJobTag || !meta.company_id || !meta.course_id || !meta.asset_id) return 'ignored';
  const key = { companyId: meta.company_id, courseId: meta.course_id, assetId: meta.asset_id };
  // The job the material waits for, once: a redelivered event finds it no longer processing and writes nothing.
  const guard: Condition<ReturnType<typeof courseAssetEntity>> = {
    and: [
      { attr: 'transcode_job_id', eq: detail.jobId },
      { attr: 'video_status', eq: 'processing' },
    ],
  };

  if (detail.status === 'COMPLETE') {
    const { hlsKey, posterKey } = transcodeOutputs(detail, config.uploadsBucket);
    if (!hlsKey) {
      return (await updateAssetFields(key, { video_status: 'failed' }, guard)) ? 'failed' : 'stale';
    }
    const updated = await updateAssetFields(
      key,
      { video_status: 'ready', hls_key: hlsKey, ...(posterKey ? { poster_key: posterKey } : {}) },
      guard,
    );
    return updated ? 'ready' : 'stale';
  }
  if (detail.status === 'ERROR' || detail.status === 'CANCELED') {
    return (await updateAssetFields(key, { video_status: 'failed' }, guard)) ? 'failed' : 'stale';
  }
  return 'ignored';
}
