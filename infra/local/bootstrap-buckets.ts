import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, type S3Client } from '@aws-sdk/client-s3';
import { BUCKETS, UPLOADS_CORS } from '@skillway/functions/core/platform/definitions/buckets';

/**
 * Every bucket of functions/core/platform/definitions/buckets.ts, with the uploads CORS rule for the app's origin.
 * Browsers reach s3rver through the adapter's same-origin proxy, but the rule keeps parity with AWS (and
 * lets a Vite dev server on another origin upload too).
 */
export async function bootstrapBuckets(client: S3Client, allowedOrigins: string[]): Promise<string[]> {
  const names: string[] = [];
  for (const bucket of Object.values(BUCKETS)) {
    const exists = await client.send(new HeadBucketCommand({ Bucket: bucket.localName })).then(
      () => true,
      () => false,
    );
    if (!exists) await client.send(new CreateBucketCommand({ Bucket: bucket.localName }));
    await client.send(
      new PutBucketCorsCommand({
        Bucket: bucket.localName,
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedOrigins: allowedOrigins,
              AllowedMethods: [...UPLOADS_CORS.allowedMethods],
              AllowedHeaders: [...UPLOADS_CORS.allowedHeaders],
              MaxAgeSeconds: UPLOADS_CORS.maxAgeSeconds,
            },
          ],
        },
      }),
    );
    names.push(bucket.localName);
  }
  return names;
}
