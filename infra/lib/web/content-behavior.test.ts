import { generateKeyPairSync } from 'node:crypto';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Distribution, KeyGroup, PublicKey, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { CONTENT_PATH_PATTERN, contentBehavior } from './content-behavior';

/** Any RSA public key: CloudFront only stores it here. */
const PUBLIC_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ type: 'spki', format: 'pem' })
  .toString();

/**
 * A distribution with only the content behaviour on a stand-in bucket, key group and headers policy (no app synth;
 * the content distribution as a whole: stacks/web-stack.test.ts).
 */
function synth() {
  const stack = new Stack(new App(), 'ContentTest');
  const bucket = new Bucket(stack, 'Uploads');
  const keyGroup = new KeyGroup(stack, 'Keys', { items: [new PublicKey(stack, 'Key', { encodedKey: PUBLIC_KEY })] });
  const origin = S3BucketOrigin.withOriginAccessControl(bucket);
  const headers = new ResponseHeadersPolicy(stack, 'Headers', { comment: 'the content origin stand-in' });
  new Distribution(stack, 'Distribution', {
    defaultBehavior: { origin },
    additionalBehaviors: { [CONTENT_PATH_PATTERN]: contentBehavior({ keyGroup, origin, headers }) },
  });
  return Template.fromStack(stack);
}

describe('the /content/* behaviour (content origin)', () => {
  const template = synth();

  it('is /content/*, the object keys the unpack worker writes', () => {
    expect(CONTENT_PATH_PATTERN).toBe('/content/*');
  });

  it('serves the uploads bucket through the shared OAC origin, GET/HEAD, https only, signed by the trusted key group, with the headers given', () => {
    const keyGroupId = Object.keys(template.findResources('AWS::CloudFront::KeyGroup'))[0];
    const headersId = Object.keys(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0];
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: {
        DistributionConfig: {
          CacheBehaviors: Record<string, unknown>[];
          DefaultCacheBehavior: Record<string, unknown>;
          Origins: unknown[];
        };
      };
    };
    const { CacheBehaviors, DefaultCacheBehavior, Origins } = distribution.Properties.DistributionConfig;
    expect(Origins).toHaveLength(1);
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    expect(CacheBehaviors).toHaveLength(1);
    expect(CacheBehaviors[0]).toMatchObject({
      PathPattern: CONTENT_PATH_PATTERN,
      TargetOriginId: DefaultCacheBehavior.TargetOriginId,
      AllowedMethods: ['GET', 'HEAD'],
      CachedMethods: ['GET', 'HEAD'],
      ViewerProtocolPolicy: 'https-only',
      TrustedKeyGroups: [{ Ref: keyGroupId }],
      ResponseHeadersPolicyId: { Ref: headersId },
      // CachePolicy.CACHING_OPTIMIZED: the signed cookies are checked before the cache, never part of its key.
      CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6',
      Compress: true,
    });
    // No function rewrites the path: /content/{cid}/{asset}/… is the object key content/{cid}/{asset}/….
    expect(CacheBehaviors[0]?.FunctionAssociations).toBeUndefined();
  });
});
