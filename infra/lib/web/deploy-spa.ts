import { Duration, Stack } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { acknowledgeRule, acknowledgeWildcards } from '../nag/acknowledge';
import type { Construct } from 'constructs';

/** Vite's folders of content-hashed files (the SPA's and the SCORM launch page's): safe to cache for a year. */
const HASHED_ASSETS = ['assets/*', 'launch/assets/*'];

/**
 * Build outputs that are not pages of the site: the `.br`/`.gz` copies the build writes for the local server
 * (CloudFront compresses on its own, `compress: true` with brotli and gzip in its cache key) and Vite's manifest
 * (read by the bench only).
 */
const SPA_BUILD_ONLY_FILES = ['**/*.br', '**/*.gz', '.vite'];

/**
 * Uploads the built SPA in two passes: hashed assets as immutable, everything else (index.html, favicon) as
 * no-cache so a deploy shows at once; then invalidates the entry points. Old hashed assets are kept (no prune)
 * so a browser still holding the previous index.html can finish loading it.
 */
export function deploySpa(
  scope: Construct,
  props: { spaDir: string; bucket: IBucket; distribution: IDistribution; logs: ILogGroup },
): void {
  const source = Source.asset(props.spaDir, { exclude: SPA_BUILD_ONLY_FILES });
  new BucketDeployment(scope, 'SpaAssets', {
    sources: [source],
    destinationBucket: props.bucket,
    include: HASHED_ASSETS,
    exclude: ['*'],
    prune: false,
    logGroup: props.logs,
    cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
  });
  new BucketDeployment(scope, 'SpaShell', {
    sources: [source],
    destinationBucket: props.bucket,
    exclude: HASHED_ASSETS,
    prune: false,
    logGroup: props.logs,
    cacheControl: [CacheControl.noCache()],
    distribution: props.distribution,
    distributionPaths: ['/', '/index.html'],
  });

  // BucketDeployment runs a CDK-provided singleton Lambda; its role and runtime are CDK's, not ours.
  const stack = Stack.of(scope);
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    acknowledgeRule(
      child,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'CDK BucketDeployment handler: CDK attaches AWSLambdaBasicExecutionRole to its own deploy-time Lambda.',
    );
    acknowledgeRule(
      child,
      'AwsSolutions-L1',
      'CDK BucketDeployment handler: CDK chooses and upgrades the runtime of its own deploy-time Lambda.',
    );
    acknowledgeWildcards(child, {
      matches: () => true,
      reason:
        'CDK BucketDeployment handler: copies the asset objects into the site bucket and invalidates the distribution (CDK-defined actions and resources).',
    });
  }
}
