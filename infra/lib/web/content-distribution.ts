import { PACKAGE_CONTENT_API_PATHS } from '@skillway/shared';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type IKeyGroup,
  type IOrigin,
} from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledgeRule } from '../nag/acknowledge';
import { CONTENT_PATH_PATTERN, contentBehavior } from './content-behavior';
import { NOT_FOUND_FUNCTION } from './edge-functions';
import { commonSecurityHeaders, contentOriginCustomHeaders } from './response-headers';
import { LAUNCH_PAGE_PATH_PREFIX, contentOriginSecurityPolicy, launchPageSecurityPolicy } from './security-headers';

/** The SCORM launch page and its assets (web/dist/launch, base `/launch/`), from the SPA's bucket. */
export const LAUNCH_PATH_PATTERN = `${LAUNCH_PAGE_PATH_PREFIX}*`;

/**
 * The API calls a package and its launch page make, served on the content origin so that they are same-origin for
 * the content (no CORS, and `packagePlayer.enter` sets the content cookies on the origin they are for): the LRS
 * (xAPI, cmi5), entering a package (sets the content cookies, redirects to the launch page or a file) and the SCORM
 * commits. Everything else of /v1 is the app origin's only. (The local content origin passes the same prefixes.)
 */
export const CONTENT_API_PATH_PREFIXES = PACKAGE_CONTENT_API_PATHS;

/** CONTENT_API_PATH_PREFIXES as the content distribution's path patterns. */
export const CONTENT_API_PATH_PATTERNS = CONTENT_API_PATH_PREFIXES.map((prefix) => `${prefix}*`);

/** The app origin a CSP may name when the content origin's exact name cannot be known yet (see web-stack.ts). */
export const ANY_CLOUDFRONT_ORIGIN = 'https://*.cloudfront.net';

export interface TContentDistributionProps {
  readonly prefix: string;
  /** The app's origin (APP_URL): the one site that may frame the content origin (CSP frame-ancestors). */
  readonly appOrigin: string;
  /** The SPA bucket's origin (origin access control): the app distribution's default behaviour's origin object. */
  readonly site: IOrigin;
  /**
   * The app distribution's `/v1/*` behaviour: the same API origin (with the origin-verify header), origin request
   * policy and viewer-request function; only its response headers policy is the content origin's.
   */
  readonly api: BehaviorOptions;
  /** With settings.filesSigningSecretName: the files behaviour's key group and uploads origin, for `/content/*`. */
  readonly files?: { readonly keyGroup: IKeyGroup; readonly origin: IOrigin };
  /** The custom content domain and its certificate; without them the distribution's own *.cloudfront.net name. */
  readonly domain?: { readonly name: string; readonly certificate: ICertificate };
  /** The edge stack's WAF web ACL (the app distribution's). */
  readonly webAclId: string;
  /** The access-log bucket (the app distribution's); this distribution logs under `cloudfront-content/`. */
  readonly logs: IBucket;
}

/**
 * The content origin (security issue 26): a second CloudFront distribution on a domain of its own, so that an
 * e-learning package's scripts never share an origin with the app and cannot reach the user's session. It serves
 *
 * - `/content/*`: package files from the uploads bucket, on the content cookies (content-behavior.ts);
 * - `/launch/*`: the SCORM launch page from the SPA's bucket, with its own stricter policy;
 * - CONTENT_API_PATH_PATTERNS: those API calls, exactly as the app distribution sends `/v1/*`;
 * - anything else: 404 from a CloudFront Function, without asking an origin.
 *
 * Its responses say who may frame them (frame-ancestors: the app origin; no X-Frame-Options, whose only values would
 * forbid the app's player), nosniff, the referrer policy and HSTS. The WAF web ACL and the access logs are the app
 * distribution's.
 */
export class ContentDistribution extends Construct {
  readonly distribution: Distribution;
  /** https://<content domain> or https://<distribution>.cloudfront.net: CONTENT_URL for the handlers. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: TContentDistributionProps) {
    super(scope, id);
    const options = { https: true, appOrigin: props.appOrigin };
    const headers = new ResponseHeadersPolicy(this, 'Headers', {
      responseHeadersPolicyName: `${props.prefix}-content-origin-headers`,
      comment: 'Content origin: packages run their own scripts, framed by the app only; nosniff, HSTS.',
      securityHeadersBehavior: {
        contentSecurityPolicy: { override: true, contentSecurityPolicy: contentOriginSecurityPolicy(options) },
        ...commonSecurityHeaders(),
      },
      customHeadersBehavior: contentOriginCustomHeaders(),
    });
    const launchHeaders = new ResponseHeadersPolicy(this, 'LaunchHeaders', {
      responseHeadersPolicyName: `${props.prefix}-launch-page-headers`,
      comment: 'SCORM launch page: our own script only, framed by the app only; nosniff, HSTS.',
      securityHeadersBehavior: {
        contentSecurityPolicy: { override: true, contentSecurityPolicy: launchPageSecurityPolicy(options) },
        ...commonSecurityHeaders(),
      },
      customHeadersBehavior: contentOriginCustomHeaders(),
    });
    const notFound = new CloudFrontFunction(this, 'NotFound', {
      comment: 'The content origin serves only its own paths: anything else is 404.',
      code: FunctionCode.fromInline(NOT_FOUND_FUNCTION),
      runtime: FunctionRuntime.JS_2_0,
    });

    // Uncompressed, as the app distribution's LRS behaviour: the LRS's ETags are of its bytes.
    const api: BehaviorOptions = { ...props.api, compress: false, responseHeadersPolicy: headers };
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${props.prefix} e-learning content (packages, launch page, LRS)`,
      webAclId: props.webAclId,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(props.domain
        ? {
            domainNames: [props.domain.name],
            certificate: props.domain.certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      enableLogging: true,
      logBucket: props.logs,
      logFilePrefix: 'cloudfront-content/',
      // Never reaches the origin (the function answers first). The SPA's bucket rather than the uploads bucket: were
      // the function ever detached, this would serve the SPA's public files, never unsigned package or user files.
      defaultBehavior: {
        origin: props.site,
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_DISABLED,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: notFound, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        ...(props.files ? { [CONTENT_PATH_PATTERN]: contentBehavior({ ...props.files, headers }) } : {}),
        [LAUNCH_PATH_PATTERN]: {
          origin: props.site,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachedMethods: CachedMethods.CACHE_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: launchHeaders,
          compress: true,
        },
        ...Object.fromEntries(CONTENT_API_PATH_PATTERNS.map((pattern) => [pattern, api])),
      },
    });
    this.url = `https://${props.domain?.name ?? this.distribution.distributionDomainName}`;

    acknowledgeRule(
      this.distribution,
      'AwsSolutions-CFR1',
      'Companies are served wherever their staff are; no country is excluded by the product (as the app distribution).',
    );
    if (!props.domain) {
      acknowledgeRule(
        this.distribution,
        'AwsSolutions-CFR4',
        'Without a custom domain the content distribution uses the default *.cloudfront.net certificate, whose ' +
          'minimum protocol CloudFront fixes; with skillway:domainName set the policy is TLSv1.2_2021.',
      );
    }
  }
}
