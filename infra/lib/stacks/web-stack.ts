import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { Bucket, IBucket } from 'aws-cdk-lib/aws-s3';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { retentionDays } from '../config/log-retention';
import { appPrefix, type TSettings } from '../config/settings';
import { accessLogsBucket, privateBucket } from '../constructs/private-bucket';
import { contentSecurityPolicy } from '../web/security-headers';
import { commonCustomHeaders, commonSecurityHeaders } from '../web/response-headers';
import { API_PATH_FUNCTION, SPA_FALLBACK_FUNCTION } from '../web/edge-functions';
import { ORIGIN_VERIFY_HEADER } from '@skillway/functions/core/platform/http/edge-headers';
import { LRS_PATH_PREFIX } from '@skillway/shared';
import { FILES_PATH_PATTERN, filesBehavior } from '../web/files-behavior';
import { ANY_CLOUDFRONT_ORIGIN, ContentDistribution } from '../web/content-distribution';
import { deploySpa } from '../web/deploy-spa';
import { edgeWebAclArn } from '../web/edge-web-acl';
import { acknowledgeRule } from '../nag/acknowledge';

export interface TWebStackProps extends StackProps {
  readonly settings: TSettings;
  /** The host CloudFront reaches the API at (ApiStack.originDomainName). */
  readonly apiOriginDomainName: string;
  readonly uploads: IBucket;
  /** A dynamic reference to the secret the distribution adds to every /v1 request (edge-headers.ts). */
  readonly originVerifySecret: string;
  /** Where the edge stack (us-east-1) published the WAF web ACL's ARN. */
  readonly edge: { readonly parameterName: string; readonly region: string; readonly aclName: string };
  /** The built SPA (web/dist). Without it the site is created empty and a warning says so. */
  readonly spaDir?: string;
}

/** Same-origin API: everything under /v1 goes to API Gateway, the rest is the SPA. */
const API_PATH_PATTERN = '/v1/*';
const LRS_PATH_PATTERN = `${LRS_PATH_PREFIX}*`;
const IMAGES_PATH_PATTERN = '/v1/images/*';

/**
 * The web app's one origin: a private S3 bucket behind CloudFront (origin access control), SPA routes rewritten
 * to index.html at the edge, security headers with a strict CSP on every response, and /v1/* sent to the HTTP
 * API so the SPA and API share an origin (no CORS, cookies and tokens stay first-party). Signed image URLs are
 * cached at the edge by their full query (exp and sig). With settings.filesSigningSecretName, stored files are
 * served on `/c/*` from the uploads bucket (origin access control, CloudFront signed URLs, the same headers).
 *
 * E-learning packages are served by a second distribution, the content origin (web/content-distribution.ts,
 * CONTENT_URL): package files on `/content/*` (the same bucket and key group, signed cookies), the SCORM launch page
 * on `/launch/*` (this SPA bucket) and the LRS and SCORM commits (this API). The app distribution refuses `/launch/`
 * and `/content/` (404, edge-functions.ts) and its CSP lets the app frame the content origin (frame-src).
 *
 * The two CSPs name each other (the app's frame-src the content origin, the content origin's frame-ancestors the
 * app). With a custom domain both names are known before either distribution exists. Without one, both are
 * *.cloudfront.net names CloudFront gives at creation, and a policy naming the other distribution while that one's
 * policy names it back would be a CloudFormation cycle. So the content origin's frame-ancestors names the app
 * distribution exactly (it is created after it), and the app's frame-src allows any *.cloudfront.net frame: that only
 * widens what the app may frame (an injected frame still needs script or markup the app's CSP and sanitiser refuse),
 * never who may frame the content. A production stage should use a custom domain, where both are exact.
 */
export class WebStack extends Stack {
  readonly site: Bucket;
  readonly distribution: Distribution;
  /** https://<custom domain> or https://<distribution>.cloudfront.net: APP_URL for the handlers. */
  readonly appUrl: string;
  /** The e-learning content origin's distribution (web/content-distribution.ts). */
  readonly content: ContentDistribution;
  /** https://<content domain> or https://<content distribution>.cloudfront.net: CONTENT_URL for the handlers. */
  readonly contentUrl: string;
  /**
   * With settings.filesSigningSecretName: the `/c/*` files behaviour's key pair id (FILES_KEY_PAIR_ID); the private
   * key stays in the secret (FILES_PRIVATE_KEY, a deploy-time dynamic reference, skillway-app.ts).
   */
  readonly filesKeyPairId?: string;

  constructor(scope: Construct, id: string, props: TWebStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const prefix = appPrefix(settings);

    const logs = accessLogsBucket(this, 'AccessLogs', { retain: settings.protectData, acceptsCloudFrontLogs: true });
    // The SPA is rebuilt from source on every deploy, so it is never retained.
    this.site = privateBucket(this, 'Site', { logs, logsPrefix: 'site/', retain: false });
    // One origin object (one OAC) for both distributions: the SPA here, the SCORM launch page on the content origin.
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.site);

    const certificate = settings.certificateArn
      ? Certificate.fromCertificateArn(this, 'Certificate', settings.certificateArn)
      : undefined;

    // With a custom domain the content domain is known now; without one see the class comment (no cycle).
    const contentDomain =
      settings.domainName && settings.contentDomainName && certificate
        ? {
            name: settings.contentDomainName,
            certificate: settings.contentCertificateArn
              ? Certificate.fromCertificateArn(this, 'ContentCertificate', settings.contentCertificateArn)
              : certificate,
          }
        : undefined;

    // The values come from web/security-headers.ts, which the local stack sends too.
    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      responseHeadersPolicyName: `${prefix}-security-headers`,
      comment: 'Strict CSP, HSTS, no framing, no sniffing.',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          override: true,
          contentSecurityPolicy: contentSecurityPolicy(
            {
              uploadsOrigin: `https://${props.uploads.bucketRegionalDomainName}`,
              filesSameOrigin: settings.filesSigningSecretName !== undefined,
              contentOrigin: contentDomain ? `https://${contentDomain.name}` : ANY_CLOUDFRONT_ORIGIN,
            },
            { https: true },
          ),
        },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        ...commonSecurityHeaders(),
      },
      customHeadersBehavior: commonCustomHeaders(),
    });

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      comment: 'App routes (no file extension) get index.html.',
      code: FunctionCode.fromInline(SPA_FALLBACK_FUNCTION),
      runtime: FunctionRuntime.JS_2_0,
    });
    const apiPath = new CloudFrontFunction(this, 'ApiPath', {
      comment: 'Strips a trailing slash so /v1/groups/ reaches POST /v1/groups; names the viewer address.',
      code: FunctionCode.fromInline(API_PATH_FUNCTION),
      runtime: FunctionRuntime.JS_2_0,
    });

    const apiOrigin = new HttpOrigin(props.apiOriginDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // Only with this does the API believe the viewer address the ApiPath function names (caller-address.ts).
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret },
    });
    const apiBehavior: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Everything the viewer sent (Authorization included) except Host, which API Gateway must see as its own.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
      functionAssociations: [{ function: apiPath, eventType: FunctionEventType.VIEWER_REQUEST }],
    };
    // The app's API answers compressed at the edge (the JSON the SPA waits for: My Courses' list is ≈ 10 KB plain).
    // CloudFront compresses only under a cache policy that lets it cache, so this one may: but every answer says
    // `Cache-Control: no-store`, which a minimum TTL of 0 obeys, and a default TTL of 0 covers one that would not;
    // the key holds all the request could differ by (Authorization, which CloudFront then forwards itself, every
    // query string and cookie), so even a one-second entry could only answer the same caller's same request.
    const apiAnswers = new CachePolicy(this, 'ApiAnswers', {
      cachePolicyName: `${prefix}-api-answers`,
      comment: 'API answers: compressed for the viewer, never kept (no-store); keyed by the caller in case.',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.all(),
      enableAcceptEncodingBrotli: true,
      enableAcceptEncodingGzip: true,
    });
    const appApiBehavior: BehaviorOptions = { ...apiBehavior, cachePolicy: apiAnswers, compress: true };
    const imagesCache = new CachePolicy(this, 'SignedImages', {
      cachePolicyName: `${prefix}-signed-images`,
      comment: "Resized images: one cache entry per signed URL; the handler's Cache-Control decides how long.",
      queryStringBehavior: CacheQueryStringBehavior.allowList('exp', 'sig'),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.hours(1),
      maxTtl: Duration.days(7),
      enableAcceptEncodingBrotli: true,
      enableAcceptEncodingGzip: true,
    });

    // Stored files on this origin, so their answers carry these headers (nosniff above all): S3 cannot send them.
    const files = settings.filesSigningSecretName
      ? filesBehavior(this, { prefix, secretName: settings.filesSigningSecretName, uploads: props.uploads, headers })
      : undefined;
    this.filesKeyPairId = files?.keyPairId;

    // The deploy-time helpers' logs (SPA upload, reading the web ACL's ARN), kept as long as every other log.
    const deployLogs = new LogGroup(this, 'DeployLogs', {
      retention: retentionDays(settings.logRetentionDays),
      removalPolicy: settings.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    const webAclId = edgeWebAclArn(this, { ...props.edge, logs: deployLogs });
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${prefix} web app and API`,
      webAclId,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(certificate && settings.domainName
        ? {
            domainNames: [settings.domainName],
            certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      // Order matters: CloudFront takes the first pattern that matches.
      additionalBehaviors: {
        [IMAGES_PATH_PATTERN]: {
          ...apiBehavior,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: imagesCache,
        },
        // The LRS's answers go as it wrote them: compressing would turn a document's ETag weak (CloudFront does),
        // and xAPI's concurrency control compares them byte for byte (If-Match).
        [LRS_PATH_PATTERN]: { ...apiBehavior, compress: false },
        [API_PATH_PATTERN]: appApiBehavior,
        ...(files ? { [FILES_PATH_PATTERN]: files.behavior } : {}),
      },
    });

    this.appUrl = settings.domainName
      ? `https://${settings.domainName}`
      : `https://${this.distribution.distributionDomainName}`;

    this.content = new ContentDistribution(this, 'Content', {
      prefix,
      appOrigin: this.appUrl,
      site: siteOrigin,
      api: apiBehavior,
      files: files ? { keyGroup: files.keyGroup, origin: files.origin } : undefined,
      domain: contentDomain,
      webAclId,
      logs,
    });
    this.contentUrl = this.content.url;

    if (props.spaDir) {
      deploySpa(this, { spaDir: props.spaDir, bucket: this.site, distribution: this.distribution, logs: deployLogs });
    } else {
      Annotations.of(this).addWarningV2(
        'skillway:spa-not-built',
        'web/dist does not exist: the site bucket is deployed empty. Run `npm run build:web` before `cdk deploy`.',
      );
    }

    new CfnOutput(this, 'AppUrl', { value: this.appUrl, description: 'The web app (and /v1 API) origin.' });
    new CfnOutput(this, 'ContentUrl', {
      value: this.contentUrl,
      description: 'The e-learning content origin (package files, SCORM launch page, LRS): CONTENT_URL.',
    });
    if (contentDomain) {
      new CfnOutput(this, 'ContentDistributionDomain', {
        value: this.content.distribution.distributionDomainName,
        description: `The CNAME (or alias) target of ${contentDomain.name} in DNS.`,
      });
    }

    acknowledgeRule(
      this.distribution,
      'AwsSolutions-CFR1',
      'Companies are served wherever their staff are; no country is excluded by the product.',
    );
    if (!certificate) {
      acknowledgeRule(
        this.distribution,
        'AwsSolutions-CFR4',
        'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose minimum ' +
          'protocol CloudFront fixes; with skillway:domainName set the policy is TLSv1.2_2021.',
      );
    }
  }
}
