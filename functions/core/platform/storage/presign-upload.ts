import { createHmac } from 'node:crypto';
import { config } from '../config';
import { bucketUrl, signingCredentials } from './s3-signing';

/** A POST policy condition, as S3 documents them (`["content-length-range", 1, n]`, `["eq", "$Content-Type", t]`). */
type TPostCondition = [string, string | number, string | number];

interface TPresignPost {
  /** Origin the browser posts to; undefined on AWS (the regional bucket endpoint). */
  endpoint: string | undefined;
  key: string;
  conditions: TPostCondition[];
  fields: Record<string, string>;
  expiresIn: number;
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

const iso8601 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * A presigned POST to the uploads bucket without the AWS SDK: the same URL, fields, policy and signature as
 * `createPresignedPost` from @aws-sdk/s3-presigned-post (which brings the whole S3 client; the unit test compares
 * the two): a base64 JSON policy (expiry, the given conditions, one condition per field, the key) signed with the
 * SigV4 signing key of the day, region and service s3.
 */
export function presignPost(input: TPresignPost): { url: string; fields: Record<string, string> } {
  const credentials = signingCredentials();
  const now = new Date();
  const signingDate = iso8601(now).replace(/[-:]/g, '');
  const shortDate = signingDate.slice(0, 8);
  const bucket = config.uploadsBucket;
  const fields: Record<string, string> = {
    ...input.fields,
    bucket,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${credentials.accessKeyId}/${shortDate}/${config.region}/s3/aws4_request`,
    'X-Amz-Date': signingDate,
    ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
  };
  const conditions = [
    ...input.conditions,
    ...Object.entries(fields).map(([name, value]) => ({ [name]: value })),
    { key: input.key },
  ];
  const policy = Buffer.from(
    JSON.stringify({ expiration: iso8601(new Date(now.valueOf() + input.expiresIn * 1000)), conditions }),
    'utf8',
  ).toString('base64');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, shortDate), config.region), 's3'),
    'aws4_request',
  );
  return {
    // The SDK's form URL: the bucket's path-style URL under an endpoint, the virtual host's root on AWS.
    url: input.endpoint ? bucketUrl(input.endpoint, bucket) : `${bucketUrl(undefined, bucket)}/`,
    fields: { ...fields, key: input.key, Policy: policy, 'X-Amz-Signature': hmac(signingKey, policy).toString('hex') },
  };
}
