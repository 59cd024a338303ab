import { CreateJobCommand } from '@aws-sdk/client-mediaconvert';
import { config } from '../../../platform/config';
import { courseFileKeys } from '../../../platform/storage/course-files';
import { findAsset, releaseTranscodeClaim, updateAssetFields } from '../material-repository';
import type { TCourseAssetItem } from '../../../platform/db/types';
import { mediaConvertClient } from './mediaconvert-client';
import { transcodeJobInput } from './transcode-job';

export type TTranscodeStart = 'started' | 'ready-locally' | 'skipped';

/** Marks the material as claimed for one job, so a repeated S3 event (they can be delivered twice) starts nothing. */
async function claim(asset: TCourseAssetItem, claimId: string): Promise<boolean> {
  return updateAssetFields(
    { companyId: asset.company_id, courseId: asset.course_id, assetId: asset.asset_id },
    { transcode_job_id: claimId },
    { attr: 'transcode_job_id', exists: false },
  );
}

/**
 * Starts making the HLS ladder and poster of a course video. Locally there is no transcoder: the MP4 plays as is,
 * so the material is simply ready. On AWS a MediaConvert job is created (once per material) whose completion event
 * finishes the work (completeTranscode). Safe to call twice.
 */
async function startTranscode(asset: TCourseAssetItem, claimId: string): Promise<TTranscodeStart> {
  const key = { companyId: asset.company_id, courseId: asset.course_id, assetId: asset.asset_id };
  if (asset.asset_type !== 'video' || !asset.file_key) return 'skipped';
  if (config.isLocal) {
    await updateAssetFields(key, { video_status: 'ready' });
    return 'ready-locally';
  }
  if (asset.transcode_job_id || !(await claim(asset, claimId))) return 'skipped';
  try {
    const { Job } = await mediaConvertClient().send(
      new CreateJobCommand({
        // A retry after the job was created but not recorded gets the same job back, not a second one.
        ClientRequestToken: claimId,
        ...transcodeJobInput({
          bucket: config.uploadsBucket,
          sourceKey: asset.file_key,
          hlsPrefix: courseFileKeys.hlsPrefix(asset.company_id, asset.course_id, asset.asset_id),
          posterPrefix: courseFileKeys.posterPrefix(asset.company_id, asset.course_id, asset.asset_id),
          roleArn: config.mediaConvertRoleArn,
          queueArn: config.mediaConvertQueueArn,
          userMetadata: {
            app: config.mediaJobTag,
            company_id: asset.company_id,
            course_id: asset.course_id,
            asset_id: asset.asset_id,
          },
        }),
      }),
    );
    if (!Job?.Id) throw new Error('MediaConvert returned no job id');
    await updateAssetFields(
      key,
      { transcode_job_id: Job.Id, video_status: 'processing' },
      { attr: 'transcode_job_id', eq: claimId },
    );
    return 'started';
  } catch (error) {
    // Release the claim so the retried event can try again.
    await releaseTranscodeClaim(key, claimId);
    throw error;
  }
}

/** The S3 side: an object under a course's material prefix names the material; anything else is ignored. */
export async function startTranscodeForKey(
  ids: { companyId: string; courseId: string; assetId: string },
  objectKey: string,
  claimId: string,
): Promise<TTranscodeStart> {
  const asset = await findAsset(ids.companyId, ids.courseId, ids.assetId);
  if (!asset || asset.file_key !== objectKey) return 'skipped';
  return startTranscode(asset, claimId);
}
