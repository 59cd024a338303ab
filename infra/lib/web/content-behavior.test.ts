import { generateKeyPairSync } from 'node:crypto';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Distribution, KeyGroup, PublicKey } from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { CONTENT_PATH_PATTERN, contentBehavior } from './content-behavior';

/** Any RSA public key: CloudFront only stores it here. */
const PUBLIC_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ type: 'spki', format: 'pem' })
  .toString();

/** A distribution with only the content behaviour on a stand-in bucket and key group (no app synth). */
function synth() {
  const stack = new Stack(new App(), 'ContentTest');
  const bucket = new Bucket(stack, 'Uploads');
  const keyGroup = new KeyGroup(stack, 'Keys', { items: [new PublicKey(stack, 'Key', { encodedKey: PUBLIC_KEY })] });
  const origin = S3BucketOrigin.withOriginAccessControl(bucket);
  new Distribution(stack, 'Distribution', {
    defaultBehavior: { origin },
    additionalBehaviors: { [CONTENT_PATH_PATTERN]: contentBehavior(stack, { prefix: 'skillway-test', keyGroup, origin }) },
  });
  return Template.fromStack(stack);
}

describe('the /content/* behaviour', () => {
  const template = synth();

  it('serves the uploads bucket through the shared OAC origin, GET/HEAD, https only, signed by the trusted key group', () => {
    const keyGroupId = Object.keys(template.findResources('AWS::CloudFront::KeyGroup'))[0];
    const headersId = Object.keys(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0];
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: { DistributionConfig: { CacheBehaviors: Record<string, unknown>[]; DefaultCacheBehavior: Record<string, unknown>; Origins: unknown[] } };
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
      Compress: true,
    });
    // No function rewrites the path: /content/{cid}/{asset}/… is the object key content/{cid}/{asset}/….
    expect(CacheBehaviors[0]?.FunctionAssociations).toBeUndefined();
  });

  it('answers with its own headers: nosniff, framed by our own pages only, the content runs its own scripts', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        Name: 'skillway-test-package-content-headers',
        SecurityHeadersConfig: Match.objectLike({
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'SAMEORIGIN', Override: true },
          ContentSecurityPolicy: {
            Override: true,
            ContentSecurityPolicy: Match.stringLikeRegexp(
              "script-src 'self' 'unsafe-inline' 'unsafe-eval'.*connect-src 'self';.*frame-ancestors 'self'",
            ),
          },
          StrictTransportSecurity: Match.objectLike({ Override: true }),
        }),
      }),
    });
  });
});
