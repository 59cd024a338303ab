/**
 * The two distributions of the web stack (security issue 26): the app's, and the content origin's that serves
 * e-learning packages, the SCORM launch page, the LRS and the SCORM commits, read from the synthesized templates of
 * the whole app (cdk.json's context, cdk-nag on) in each setting that changes them: without and with a custom domain,
 * without and with the files signing key (and the web stack alone for a content certificate of its own). The handlers
 * are stubs (the wiring is read, not the code), so no bundle is built; infra/test/skillway-app.test.ts synthesizes the
 * app with the real bundles.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { App, Stack } from 'aws-cdk-lib';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { ENV } from '@skillway/functions/core/platform/definitions/environment';
import { OPERATION_LIST } from '@skillway/shared';
import { REPO_ROOT } from '../bundling/repo-root';
import { readSettings } from '../config/settings';
import { SkillwayNagChecks } from '../nag/skillway-nag-checks';
import type { TSkillwayStacks } from '../skillway-app';
import { CONTENT_PATH_PATTERN } from '../web/content-behavior';
import {
  ANY_CLOUDFRONT_ORIGIN,
  CONTENT_API_PATH_PATTERNS,
  CONTENT_API_PATH_PREFIXES,
  LAUNCH_PATH_PATTERN,
} from '../web/content-distribution';
import { FILES_PATH_PATTERN } from '../web/files-behavior';
import { WebStack } from './web-stack';
import { synthStubApp } from '../../test/synth-stub-app';

const DOMAIN = 'learn.example.org';
const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-123456789abc';
const CONTENT_CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/9a8b7c6d-aaaa-bbbb-cccc-123456789abc';
const FILES_SECRET = 'skillway-dev/files-signing';
/** CachePolicy.CACHING_OPTIMIZED and CachePolicy.CACHING_DISABLED (AWS managed policies). */
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';

type TJson = Record<string, unknown>;
type TResource = { Type: string; Properties: TJson };
type TBehavior = TJson & { PathPattern?: string; TargetOriginId: string };
type TDistributionConfig = {
  Comment: string;
  Aliases?: string[];
  ViewerCertificate?: TJson;
  WebACLId: unknown;
  Logging?: TJson;
  DefaultCacheBehavior: TBehavior;
  CacheBehaviors?: TBehavior[];
  Origins: (TJson & { Id: string; DomainName: unknown; OriginCustomHeaders?: TJson[] })[];
};

/** A stand-in for web/dist: an entry page. */
function spaFixture(): string {
  const spaDir = mkdtempSync(join(tmpdir(), 'skillway-infra-web-spa-'));
  writeFileSync(join(spaDir, 'index.html'), '<!doctype html><div id="root"></div>');
  return spaDir;
}

interface TSynth {
  readonly app: App;
  readonly stacks: TSkillwayStacks;
  readonly web: Template;
}

function synth(context: TJson = {}): TSynth {
  // cdk-nag runs in the synth as a validation plugin: an unacknowledged finding fails it.
  const stacks = synthStubApp(context);
  return { app: stacks.web.node.root as App, stacks, web: Template.fromStack(stacks.web) };
}

/** The web stack alone, on stand-ins for the API and the uploads bucket: for what only the web stack decides. */
function synthWebOnly(context: TJson): Template {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: TJson };
  const app = new App({ context: { ...cdkJson.context, ...context } });
  const settings = readSettings((key) => app.node.tryGetContext(key), {});
  const env = { region: settings.region };
  const others = new Stack(app, 'Others', { env });
  const web = new WebStack(app, 'Web', {
    env,
    settings,
    apiOriginDomainName: `${new HttpApi(others, 'Api').apiId}.execute-api.eu-west-2.amazonaws.com`,
    uploads: new Bucket(others, 'Uploads'),
    originVerifySecret: '{{resolve:secretsmanager:origin-verify}}',
    edge: { parameterName: '/skillway-dev/edge/web-acl-arn', region: 'us-east-1', aclName: 'skillway-dev-edge' },
    spaDir: spaFixture(),
  });
  return Template.fromStack(web);
}

function resources(template: Template, type: string): Record<string, TResource> {
  return template.findResources(type) as Record<string, TResource>;
}

function distribution(template: Template, comment: RegExp): { id: string; config: TDistributionConfig } {
  const found = Object.entries(resources(template, 'AWS::CloudFront::Distribution')).filter(([, resource]) =>
    comment.test((resource.Properties.DistributionConfig as TDistributionConfig).Comment),
  );
  expect(found).toHaveLength(1);
  const [id, resource] = found[0]!;
  return { id, config: resource.Properties.DistributionConfig as TDistributionConfig };
}

const appDistribution = (template: Template) => distribution(template, /web app and API$/);
const contentDistribution = (template: Template) => distribution(template, /e-learning content/);

/** The logical id of the one resource of `type` whose properties match. */
function idOf(template: Template, type: string, properties: TJson): string {
  const ids = Object.keys(template.findResources(type, { Properties: properties }));
  expect(ids, `${type} ${JSON.stringify(properties)}`).toHaveLength(1);
  return ids[0]!;
}

function headersPolicyId(template: Template, name: string): string {
  return idOf(template, 'AWS::CloudFront::ResponseHeadersPolicy', {
    ResponseHeadersPolicyConfig: Match.objectLike({ Name: name }),
  });
}

/** A response headers policy's CSP with its tokens as `${logicalId.Attribute}` and its imports as `${import:Name}`. */
function csp(template: Template, name: string): string {
  const policy = resources(template, 'AWS::CloudFront::ResponseHeadersPolicy')[headersPolicyId(template, name)]!;
  const config = policy.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: TJson };
  const value = (config.SecurityHeadersConfig.ContentSecurityPolicy as { ContentSecurityPolicy: unknown })
    .ContentSecurityPolicy;
  return flatten(value);
}

function flatten(value: unknown): string {
  if (typeof value === 'string') return value;
  const json = value as TJson;
  if (Array.isArray(json['Fn::Join'])) {
    const [separator, parts] = json['Fn::Join'] as [string, unknown[]];
    return parts.map(flatten).join(separator);
  }
  if (Array.isArray(json['Fn::GetAtt'])) return `\${${(json['Fn::GetAtt'] as string[]).join('.')}}`;
  if (json['Fn::ImportValue'] !== undefined) return `\${import:${JSON.stringify(json['Fn::ImportValue'])}}`;
  if (json.Ref !== undefined) return `\${${String(json.Ref)}}`;
  return JSON.stringify(value);
}

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.split(' ')[0] === name);
  expect(found, `${name} in ${policy}`).toBeDefined();
  return found!.split(' ').slice(1);
}

function behavior(config: TDistributionConfig, pattern: string): TBehavior {
  const found = config.CacheBehaviors?.find((candidate) => candidate.PathPattern === pattern);
  expect(found, pattern).toBeDefined();
  return found!;
}

function originOf(config: TDistributionConfig, behaviour: TBehavior) {
  const origin = config.Origins.find((candidate) => candidate.Id === behaviour.TargetOriginId);
  expect(origin).toBeDefined();
  return origin!;
}

/**
 * Throws if CloudFormation would refuse the stack for a dependency cycle among its resources: Template.fromStack
 * checks that (its `skipCyclicalDependenciesCheck` is off), as the check below shows on a hand-made cycle.
 */
function expectNoCycle(stack: Stack): void {
  expect(() => Template.fromStack(stack)).not.toThrow();
}

/** The environment of every Lambda of the handler stacks that is given the app's environment (APP_URL). */
function handlerEnvironments(stacks: TSkillwayStacks): TJson[] {
  const handlerStacks: Stack[] = [stacks.events, stacks.mediaPipeline, ...stacks.apiRoutes.domains];
  return handlerStacks
    .flatMap((stack) => Object.values(resources(Template.fromStack(stack), 'AWS::Lambda::Function')))
    .map((fn) => ((fn.Properties.Environment as { Variables?: TJson } | undefined)?.Variables ?? {}) as TJson)
    .filter((variables) => ENV.APP_URL in variables);
}

function acknowledgedRules(construct: {
  node: { findAll(): { node: { metadata: { type: string; data: unknown }[] } }[] };
}) {
  return (
    construct.node
      .findAll()
      .flatMap((node) => node.node.metadata.filter((entry) => entry.type === 'aws:cdk:acknowledged-rules'))
      .flatMap((entry) => Object.keys(entry.data as TJson))
      // Recorded qualified (`Annotation::AwsSolutions-CFR4`): the rule id is the last part.
      .map((rule) => rule.split('::').at(-1))
  );
}

describe('the dependency cycle check', () => {
  it('refuses what CloudFormation would: two policies each naming the distribution of the other', () => {
    const resources = {
      AppHeaders: { Type: 'T', Properties: { Csp: { 'Fn::GetAtt': ['ContentDist', 'DomainName'] } } },
      AppDist: { Type: 'T', Properties: { Policy: { Ref: 'AppHeaders' } } },
      ContentHeaders: { Type: 'T', Properties: { Csp: { 'Fn::GetAtt': ['AppDist', 'DomainName'] } } },
      ContentDist: { Type: 'T', Properties: { Policy: { Ref: 'ContentHeaders' } } },
    };
    expect(() => Template.fromJSON({ Resources: resources })).toThrow(/dependency cycle/);
    const acyclic = { ...resources, AppHeaders: { Type: 'T', Properties: { Csp: 'https://*.cloudfront.net' } } };
    expect(() => Template.fromJSON({ Resources: acyclic })).not.toThrow();
  });
});

describe('without a custom domain (both distributions on *.cloudfront.net)', () => {
  let s: TSynth;
  beforeAll(() => {
    s = synth();
  }, 300_000);

  it('has a content distribution: the launch page and the package API calls, anything else 404 at the edge', () => {
    const { config } = contentDistribution(s.web);
    // No files signing key: no /content/* (packages cannot be played; the API answers 503).
    expect(config.CacheBehaviors?.map((b) => b.PathPattern)).toEqual([
      LAUNCH_PATH_PATTERN,
      ...CONTENT_API_PATH_PATTERNS,
    ]);
    expect(config.Aliases).toBeUndefined();
    expect(config.Logging).toMatchObject({ Prefix: 'cloudfront-content/' });
    expect(config.CacheBehaviors?.map((b) => b.PathPattern)).not.toContain(CONTENT_PATH_PATTERN);

    const notFound = idOf(s.web, 'AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp("statusCode: 404, statusDescription: 'Not Found' };\n}$"),
    });
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: CACHING_DISABLED,
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [notFound, 'FunctionARN'] } }],
    });
    expect(resources(s.web, 'AWS::CloudFront::Function')[notFound]?.Properties.FunctionCode).not.toMatch(/request/);
  });

  it('serves /launch/* from the SPA bucket (the app default behaviour’s origin and OAC), GET/HEAD, cached, its own policy', () => {
    const app = appDistribution(s.web).config;
    const content = contentDistribution(s.web).config;
    const launch = behavior(content, LAUNCH_PATH_PATTERN);
    expect(launch).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      CachedMethods: ['GET', 'HEAD'],
      CachePolicyId: CACHING_OPTIMIZED,
      ViewerProtocolPolicy: 'https-only',
      Compress: true,
      ResponseHeadersPolicyId: { Ref: headersPolicyId(s.web, 'skillway-dev-launch-page-headers') },
    });
    expect(launch.FunctionAssociations).toBeUndefined();
    const siteOrigin = originOf(content, launch);
    const appSiteOrigin = originOf(app, app.DefaultCacheBehavior);
    expect(siteOrigin.DomainName).toEqual(appSiteOrigin.DomainName);
    expect(siteOrigin.OriginAccessControlId).toEqual(appSiteOrigin.OriginAccessControlId);
    s.web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    // The SPA bucket lets both distributions read (each by its own ARN).
    const sitePolicy = JSON.stringify(resources(s.web, 'AWS::S3::BucketPolicy'));
    expect(sitePolicy).toContain(appDistribution(s.web).id);
    expect(sitePolicy).toContain(contentDistribution(s.web).id);
  });

  it('sends the LRS, entering a package and the SCORM commits to the API exactly as the app’s /v1/*', () => {
    const app = appDistribution(s.web).config;
    const content = contentDistribution(s.web).config;
    const appApi = behavior(app, '/v1/*');
    const contentHeaders = headersPolicyId(s.web, 'skillway-dev-content-origin-headers');
    for (const pattern of CONTENT_API_PATH_PATTERNS) {
      const api = behavior(content, pattern);
      expect(api, pattern).toMatchObject({
        AllowedMethods: appApi.AllowedMethods,
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: appApi.OriginRequestPolicyId,
        ViewerProtocolPolicy: 'https-only',
        // The app's own ApiPath function (one resource): names the viewer address, drops a viewer's origin secret.
        FunctionAssociations: appApi.FunctionAssociations,
        ResponseHeadersPolicyId: { Ref: contentHeaders },
      });
      const origin = originOf(content, api);
      expect(JSON.stringify(origin.DomainName)).toContain('execute-api');
      expect(origin.DomainName).toEqual(originOf(app, appApi).DomainName);
      expect(origin.OriginCustomHeaders).toEqual([{ HeaderName: 'x-origin-verify', HeaderValue: expect.anything() }]);
      expect(JSON.stringify(origin.OriginCustomHeaders)).toContain('resolve:secretsmanager');
      expect(origin.OriginCustomHeaders).toEqual(originOf(app, appApi).OriginCustomHeaders);
    }
    s.web.resourceCountIs('AWS::CloudFront::Function', 3);
  });

  it('compresses the app’s API answers at the edge without keeping them, but the LRS’s and the content origin’s', () => {
    const app = appDistribution(s.web).config;
    const appApi = behavior(app, '/v1/*');
    const policyId = idOf(s.web, 'AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({ Name: 'skillway-dev-api-answers' }),
    });
    expect(appApi).toMatchObject({ CachePolicyId: { Ref: policyId }, Compress: true });
    const policy = resources(s.web, 'AWS::CloudFront::CachePolicy')[policyId]!.Properties.CachePolicyConfig as TJson;
    // Never kept: a minimum TTL of 0 obeys the answers' no-store, a default of 0 any answer without a Cache-Control.
    expect(policy).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 1 });
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toEqual({
      EnableAcceptEncodingBrotli: true,
      EnableAcceptEncodingGzip: true,
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
      CookiesConfig: { CookieBehavior: 'all' },
    });
    // The LRS's documents keep their strong, byte-exact ETags: the same API behaviour, uncompressed, uncached.
    const lrs = behavior(app, '/v1/xapi/*');
    expect(lrs).toMatchObject({ CachePolicyId: CACHING_DISABLED, OriginRequestPolicyId: appApi.OriginRequestPolicyId });
    expect(lrs.Compress).toBe(false);
    expect(lrs.TargetOriginId).toBe(appApi.TargetOriginId);
    expect(lrs.FunctionAssociations).toEqual(appApi.FunctionAssociations);
    for (const pattern of CONTENT_API_PATH_PATTERNS)
      expect(behavior(contentDistribution(s.web).config, pattern).Compress).toBe(false);
  });

  it('covers every LRS call and the package enter and commit, and nothing else of the API', () => {
    const matches = (path: string) => CONTENT_API_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
    const onContentOrigin = OPERATION_LIST.filter((operation) => matches(operation.path)).map(
      (operation) => operation.id,
    );
    const expected = OPERATION_LIST.filter(
      (operation) =>
        operation.path.startsWith('/v1/xapi/') ||
        operation.id === 'packagePlayer.enter' ||
        operation.id === 'packagePlayer.commit',
    ).map((operation) => operation.id);
    expect(onContentOrigin.sort()).toEqual(expected.sort());
    expect(onContentOrigin).toContain('packagePlayer.enter');
    expect(onContentOrigin).not.toContain('packagePlayer.open');
    expect(onContentOrigin).not.toContain('xapi.launch');
  });

  it('answers with the content origin’s headers: frame-ancestors the app distribution, no X-Frame-Options, nosniff, HSTS', () => {
    const app = appDistribution(s.web).id;
    for (const name of ['skillway-dev-content-origin-headers', 'skillway-dev-launch-page-headers']) {
      s.web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
        ResponseHeadersPolicyConfig: Match.objectLike({
          Name: name,
          SecurityHeadersConfig: Match.objectLike({
            FrameOptions: Match.absent(),
            ContentTypeOptions: { Override: true },
            ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
            StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true }),
          }),
          CustomHeadersConfig: { Items: [Match.objectLike({ Header: 'Permissions-Policy' })] },
        }),
      });
    }
    const content = csp(s.web, 'skillway-dev-content-origin-headers');
    expect(directive(content, 'frame-ancestors')).toEqual(["'self'", `https://\${${app}.DomainName}`]);
    expect(directive(content, 'script-src')).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
    expect(directive(content, 'connect-src')).toEqual(["'self'"]);
    const launch = csp(s.web, 'skillway-dev-launch-page-headers');
    expect(directive(launch, 'frame-ancestors')).toEqual([`https://\${${app}.DomainName}`]);
    expect(directive(launch, 'script-src')).toEqual(["'self'"]);
  });

  it('takes /content/* and the launch page off the app distribution: no such behaviour, and its SPA function answers 404', () => {
    const { config } = appDistribution(s.web);
    expect(config.CacheBehaviors?.map((b) => b.PathPattern)).toEqual(['/v1/images/*', '/v1/xapi/*', '/v1/*']);
    const [association] = config.DefaultCacheBehavior.FunctionAssociations as {
      FunctionARN: { 'Fn::GetAtt': string[] };
    }[];
    const fn = resources(s.web, 'AWS::CloudFront::Function')[association!.FunctionARN['Fn::GetAtt'][0]!]!;
    expect(fn.Properties.FunctionCode).toContain("path.indexOf('/launch/') === 0");
    expect(fn.Properties.FunctionCode).toContain("path.indexOf('/content/') === 0");
    expect(fn.Properties.FunctionCode).toContain('statusCode: 404');
    expect(fn.Properties.FunctionCode).toContain("request.uri = '/index.html'");
  });

  it('lets the app frame the content origin: frame-src names *.cloudfront.net, not the content distribution (no cycle)', () => {
    const policy = csp(s.web, 'skillway-dev-security-headers');
    expect(directive(policy, 'frame-src')).toEqual([
      "'self'",
      ANY_CLOUDFRONT_ORIGIN,
      'https://js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(policy).not.toContain(contentDistribution(s.web).id);
    expectNoCycle(s.stacks.web);
  });

  it('puts the same WAF web ACL (one deploy-time read) on both distributions, and logs both', () => {
    const readers = Object.keys(resources(s.web, 'Custom::AWS'));
    expect(readers).toHaveLength(1);
    const acl = { 'Fn::GetAtt': [readers[0], 'Parameter.Value'] };
    expect(appDistribution(s.web).config.WebACLId).toEqual(acl);
    expect(contentDistribution(s.web).config.WebACLId).toEqual(acl);
    expect(contentDistribution(s.web).config.Logging?.Bucket).toEqual(appDistribution(s.web).config.Logging?.Bucket);
  });

  it('gives every handler CONTENT_URL, the content distribution’s https origin, and outputs it', () => {
    const environments = handlerEnvironments(s.stacks);
    expect(environments.length).toBeGreaterThan(OPERATION_LIST.length);
    const contentId = contentDistribution(s.web).id;
    for (const variables of environments) {
      expect(flatten(variables[ENV.CONTENT_URL])).toMatch(
        new RegExp(`^https://\\$\\{import:.*${contentId}.*DomainName`),
      );
    }
    s.web.hasOutput('ContentUrl', {
      Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [contentId, 'DomainName'] }]] },
    });
    expect(s.stacks.web.contentUrl).not.toEqual(s.stacks.web.appUrl);
  });

  it('passes cdk-nag, acknowledging the default certificate on both distributions', () => {
    expect(new SkillwayNagChecks(s.app).validateScope(s.app).violations).toEqual([]);
    expect(acknowledgedRules(s.stacks.web.content)).toContain('AwsSolutions-CFR4');
  });
});

describe('with the files signing key', () => {
  let s: TSynth;
  beforeAll(() => {
    s = synth({ 'skillway:filesSigningSecretName': FILES_SECRET });
  }, 300_000);

  it('serves /content/* on the content distribution only: the uploads bucket through the files OAC, signed cookies of the trusted key group', () => {
    const app = appDistribution(s.web).config;
    const content = contentDistribution(s.web).config;
    expect(app.CacheBehaviors?.map((b) => b.PathPattern)).toEqual([
      '/v1/images/*',
      '/v1/xapi/*',
      '/v1/*',
      FILES_PATH_PATTERN,
    ]);
    expect(content.CacheBehaviors?.map((b) => b.PathPattern)).toEqual([
      CONTENT_PATH_PATTERN,
      LAUNCH_PATH_PATTERN,
      ...CONTENT_API_PATH_PATTERNS,
    ]);
    const keyGroup = Object.keys(resources(s.web, 'AWS::CloudFront::KeyGroup'));
    expect(keyGroup).toHaveLength(1);
    const packages = behavior(content, CONTENT_PATH_PATTERN);
    expect(packages).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      CachedMethods: ['GET', 'HEAD'],
      CachePolicyId: CACHING_OPTIMIZED,
      ViewerProtocolPolicy: 'https-only',
      TrustedKeyGroups: [{ Ref: keyGroup[0] }],
      ResponseHeadersPolicyId: { Ref: headersPolicyId(s.web, 'skillway-dev-content-origin-headers') },
    });
    expect(packages.FunctionAssociations).toBeUndefined();
    const files = behavior(app, FILES_PATH_PATTERN);
    const origin = originOf(content, packages);
    expect(JSON.stringify(origin.DomainName)).toMatch(/Uploads.*RegionalDomainName/);
    expect(origin.DomainName).toEqual(originOf(app, files).DomainName);
    expect(origin.OriginAccessControlId).toEqual(originOf(app, files).OriginAccessControlId);
    s.web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    expectNoCycle(s.stacks.web);
  });

  it('still passes cdk-nag', () => {
    expect(new SkillwayNagChecks(s.app).validateScope(s.app).violations).toEqual([]);
  });
});

describe('with a custom domain', () => {
  let s: TSynth;
  beforeAll(() => {
    s = synth({
      'skillway:stage': 'prod',
      'skillway:domainName': DOMAIN,
      'skillway:certificateArn': CERTIFICATE,
      'skillway:filesSigningSecretName': FILES_SECRET,
    });
  }, 300_000);

  it('serves the content origin on content.<domain> with the same certificate, TLS 1.2+', () => {
    const app = appDistribution(s.web).config;
    const content = contentDistribution(s.web).config;
    expect(app.Aliases).toEqual([DOMAIN]);
    expect(content.Aliases).toEqual([`content.${DOMAIN}`]);
    expect(content.ViewerCertificate).toMatchObject({
      AcmCertificateArn: CERTIFICATE,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    s.web.hasOutput('ContentUrl', { Value: `https://content.${DOMAIN}` });
    s.web.hasOutput('ContentDistributionDomain', {
      Value: { 'Fn::GetAtt': [contentDistribution(s.web).id, 'DomainName'] },
    });
    expect(acknowledgedRules(s.stacks.web)).not.toContain('AwsSolutions-CFR4');
  });

  it('names each origin exactly in the other’s CSP (frame-src, frame-ancestors), with no dependency between the two', () => {
    const app = csp(s.web, 'skillway-prod-security-headers');
    expect(directive(app, 'frame-src')).toContain(`https://content.${DOMAIN}`);
    expect(directive(app, 'frame-src')).not.toContain(ANY_CLOUDFRONT_ORIGIN);
    expect(directive(csp(s.web, 'skillway-prod-content-origin-headers'), 'frame-ancestors')).toEqual([
      "'self'",
      `https://${DOMAIN}`,
    ]);
    expect(directive(csp(s.web, 'skillway-prod-launch-page-headers'), 'frame-ancestors')).toEqual([
      `https://${DOMAIN}`,
    ]);
    expectNoCycle(s.stacks.web);
  });

  it('gives every handler CONTENT_URL https://content.<domain> beside APP_URL', () => {
    for (const variables of handlerEnvironments(s.stacks)) {
      expect(variables[ENV.APP_URL]).toBe(`https://${DOMAIN}`);
      expect(variables[ENV.CONTENT_URL]).toBe(`https://content.${DOMAIN}`);
    }
  });

  it('passes cdk-nag', () => {
    expect(new SkillwayNagChecks(s.app).validateScope(s.app).violations).toEqual([]);
  });
});

describe('with a content domain and certificate of their own', () => {
  it('uses them for the content distribution only', () => {
    const web = synthWebOnly({
      'skillway:domainName': DOMAIN,
      'skillway:certificateArn': CERTIFICATE,
      'skillway:contentDomainName': 'learn-content.example.net',
      'skillway:contentCertificateArn': CONTENT_CERTIFICATE,
    });
    expect(appDistribution(web).config.ViewerCertificate).toMatchObject({ AcmCertificateArn: CERTIFICATE });
    const content = contentDistribution(web).config;
    expect(content.Aliases).toEqual(['learn-content.example.net']);
    expect(content.ViewerCertificate).toMatchObject({ AcmCertificateArn: CONTENT_CERTIFICATE });
    expect(directive(csp(web, 'skillway-dev-security-headers'), 'frame-src')).toContain(
      'https://learn-content.example.net',
    );
  });
});
