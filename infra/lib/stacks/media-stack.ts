import { Stack, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Bucket, IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { TSettings } from '../config/settings';
import { accessLogsBucket, privateBucket } from '../constructs/private-bucket';
import { acknowledgeWildcards } from '../nag/acknowledge';
import { UPLOADS_OBJECT_PREFIX, isTenantPrefixWildcard } from '../permissions/apply-grants';

export interface TMediaStackProps extends StackProps {
  readonly settings: TSettings;
  readonly uploads: IBucket;
}

/** MediaConvert job state changes arrive on the default bus from this source with this detail-type. */
export const MEDIACONVERT_EVENT = { source: 'aws.mediaconvert', detailType: 'MediaConvert Job State Change' } as const;

/**
 * Video: the role MediaConvert assumes to read uploaded MP4s and write HLS renditions and the poster frame beside
 * them, under the course's prefix of the uploads bucket (so deleting a course deletes them), and a private output
 * bucket kept for other media. The job submitter, its S3 trigger and the job-state rule (jobs carry
 * `userMetadata.app = skillway-<stage>`) are in the media pipeline stack, which needs the app's functions context.
 */
export class MediaStack extends Stack {
  readonly output: Bucket;
  readonly mediaConvertRole: Role;

  constructor(scope: Construct, id: string, props: TMediaStackProps) {
    super(scope, id, props);
    const { settings } = props;

    const logs = accessLogsBucket(this, 'AccessLogs', { retain: settings.protectData });
    this.output = privateBucket(this, 'Output', { logs, logsPrefix: 'media-output/', retain: settings.protectData });

    this.mediaConvertRole = new Role(this, 'MediaConvertRole', {
      description: 'Assumed by MediaConvert: reads uploaded videos, writes HLS output.',
      // Only MediaConvert jobs of this account may use it (confused-deputy guard).
      assumedBy: new ServicePrincipal('mediaconvert.amazonaws.com').withConditions({
        StringEquals: { 'aws:SourceAccount': this.account },
      }),
    });
    this.mediaConvertRole.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [props.uploads.arnForObjects(`${UPLOADS_OBJECT_PREFIX}*`)],
      }),
    );
    this.mediaConvertRole.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:PutObject'],
        resources: [
          this.output.arnForObjects(`${UPLOADS_OBJECT_PREFIX}*`),
          props.uploads.arnForObjects(`${UPLOADS_OBJECT_PREFIX}*`),
        ],
      }),
    );

    acknowledgeWildcards(this.mediaConvertRole, {
      matches: isTenantPrefixWildcard,
      reason:
        'Object keys are created per tenant at run time under c/{companyId}/...; the wildcard is limited to that prefix ' +
        'of the uploads (read) and output (write) buckets.',
    });
  }
}
