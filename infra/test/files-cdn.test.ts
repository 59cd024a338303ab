import { beforeAll, describe, expect, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { ENV } from '@skillway/functions/core/platform/definitions/environment';
import { FILES_FORWARDED_QUERY_STRINGS, FILES_PATH_PATTERN } from '../lib/web/files-behavior';
import { synthSkillway, type TSynthesized } from './support/synth-skillway';

/** The app as deployed with skillway:filesSigningSecretName (docs/security.md "Downloads"). */
const SECRET = 'skillway-dev/files-signing';
let synth: TSynthesized;

beforeAll(async () => {
  synth = await synthSkillway({ 'skillway:filesSigningSecretName': SECRET });
}, 300_000);

type TResources = Record<string, { Properties: Record<string, unknown> }>;

function onlyId(resources: TResources): string {
  const ids = Object.keys(resources);
  expect(ids).toHaveLength(1);
  return ids[0] ?? '';
}

describe('files through CloudFront (signed URLs, origin access control, security headers)', () => {
  it('serves /c/* from the uploads bucket through OAC, signed URLs of the trusted key group only, GET/HEAD', () => {
    const t = Template.fromStack(synth.stacks.web);
    t.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    t.hasResourceProperties('AWS::CloudFront::PublicKey', {
      PublicKeyConfig: Match.objectLike({
        Name: 'skillway-dev-files',
        EncodedKey: `{{resolve:secretsmanager:${SECRET}:SecretString:public_key::}}`,
      }),
    });
    const publicKeyId = onlyId(t.findResources('AWS::CloudFront::PublicKey') as TResources);
    t.hasResourceProperties('AWS::CloudFront::KeyGroup', {
      KeyGroupConfig: Match.objectLike({ Name: 'skillway-dev-files', Items: [{ Ref: publicKeyId }] }),
    });
    const keyGroupId = onlyId(t.findResources('AWS::CloudFront::KeyGroup') as TResources);
    const headersId = onlyId(t.findResources('AWS::CloudFront::ResponseHeadersPolicy') as TResources);
    const filesCacheId = onlyId(
      t.findResources('AWS::CloudFront::CachePolicy', {
        Properties: { CachePolicyConfig: Match.objectLike({ Name: 'skillway-dev-signed-files' }) },
      }) as TResources,
    );
    const oacIds = Object.keys(t.findResources('AWS::CloudFront::OriginAccessControl'));

    const distribution = Object.values(t.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: {
        DistributionConfig: {
          CacheBehaviors: Record<string, unknown>[];
          Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown; S3OriginConfig?: unknown }[];
        };
      };
    };
    const { CacheBehaviors, Origins } = distribution.Properties.DistributionConfig;
    expect(CacheBehaviors.map((behavior) => behavior.PathPattern)).toEqual(['/v1/images/*', '/v1/*', FILES_PATH_PATTERN]);
    const files = CacheBehaviors.find((behavior) => behavior.PathPattern === FILES_PATH_PATTERN);
    expect(files).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      CachedMethods: ['GET', 'HEAD'],
      ViewerProtocolPolicy: 'https-only',
      TrustedKeyGroups: [{ Ref: keyGroupId }],
      ResponseHeadersPolicyId: { Ref: headersId },
      CachePolicyId: { Ref: filesCacheId },
      Compress: false,
    });
    // No function rewrites the path: the signed path is the object key.
    expect(files?.FunctionAssociations).toBeUndefined();
    const origin = Origins.find((candidate) => candidate.Id === files?.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toMatch(/Uploads.*RegionalDomainName/);
    expect(oacIds.map((id) => ({ 'Fn::GetAtt': [id, 'Id'] }))).toContainEqual(origin?.OriginAccessControlId);
  });

  it('keys the cache on (and forwards to S3) only the signed response-content-* overrides', () => {
    Template.fromStack(synth.stacks.web).hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        Name: 'skillway-dev-signed-files',
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: [...FILES_FORWARDED_QUERY_STRINGS] },
          HeadersConfig: { HeaderBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
        }),
      }),
    });
  });

  it('answers files with the security headers (nosniff), and the CSP reads images and media from our own origin', () => {
    const t = Template.fromStack(synth.stacks.web);
    t.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
        }),
      }),
    });
    const policy = JSON.stringify(t.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(policy).toContain("img-src 'self' data: blob:; media-src 'self' blob:; font-src");
    // Uploads (presigned POST) still go to the bucket.
    expect(policy).toMatch(/connect-src 'self' https:\/\/",\{"Fn::ImportValue":"[^"]*Uploads[^"]*RegionalDomainName/);
  });

  it('lets CloudFront of this account read (only read) c/* in the uploads bucket', () => {
    Template.fromStack(synth.stacks.storage).hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Sid: 'CloudFrontFilesRead',
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Resource: { 'Fn::Join': ['', [Match.objectLike({ 'Fn::GetAtt': [Match.stringLikeRegexp('^Uploads'), 'Arn'] }), '/c/*']] },
            Condition: {
              StringEquals: { 'AWS:SourceAccount': { Ref: 'AWS::AccountId' } },
              ArnLike: Match.objectLike({ 'AWS:SourceArn': Match.anyValue() }),
            },
          }),
        ]),
      },
    });
  });

  it('gives the handlers the key pair id and the private key as a deploy-time secret reference', () => {
    const functions = Template.fromStack(synth.stacks.events).findResources('AWS::Lambda::Function');
    const variables = Object.values(functions).map(
      (fn) => (fn.Properties as { Environment?: { Variables?: Record<string, unknown> } }).Environment?.Variables ?? {},
    );
    const handlers = variables.filter((candidate) => ENV.UPLOADS_BUCKET in candidate);
    expect(handlers.length).toBeGreaterThan(0);
    for (const vars of handlers) {
      expect(vars[ENV.FILES_PRIVATE_KEY]).toBe(`{{resolve:secretsmanager:${SECRET}:SecretString:private_key::}}`);
      expect(JSON.stringify(vars[ENV.FILES_KEY_PAIR_ID])).toMatch(/Fn::ImportValue.*FilesPublicKey/);
    }
  });
});
