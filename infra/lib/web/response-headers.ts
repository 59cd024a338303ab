import { Duration } from 'aws-cdk-lib';
import type { HeadersReferrerPolicy, ResponseHeadersPolicyProps } from 'aws-cdk-lib/aws-cloudfront';
import {
  CROSS_ORIGIN_OPENER_POLICY,
  HSTS_MAX_AGE_SECONDS,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
} from './security-headers';

type TSecurityHeaders = NonNullable<ResponseHeadersPolicyProps['securityHeadersBehavior']>;

/**
 * What every CloudFront response headers policy of both origins sends besides its CSP and framing (the app's in
 * stacks/web-stack.ts, the content origin's in web/content-distribution.ts): nosniff, the referrer policy, HSTS, the
 * legacy XSS auditor off (itself an attack surface; CSP covers it). The values come from security-headers.ts, which
 * the local stack sends too.
 */
export function commonSecurityHeaders(): Pick<
  TSecurityHeaders,
  'contentTypeOptions' | 'referrerPolicy' | 'strictTransportSecurity' | 'xssProtection'
> {
  return {
    contentTypeOptions: { override: true },
    // The enum's values are the header's values.
    referrerPolicy: { referrerPolicy: REFERRER_POLICY as HeadersReferrerPolicy, override: true },
    strictTransportSecurity: {
      accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
      includeSubdomains: true,
      override: true,
    },
    xssProtection: { protection: false, override: true },
  };
}

/** The app origin's custom headers: Permissions-Policy and Cross-Origin-Opener-Policy. */
export function commonCustomHeaders(): NonNullable<ResponseHeadersPolicyProps['customHeadersBehavior']> {
  return {
    customHeaders: [
      { header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true },
      { header: 'Cross-Origin-Opener-Policy', value: CROSS_ORIGIN_OPENER_POLICY, override: true },
    ],
  };
}

/**
 * The content origin's custom headers: Permissions-Policy only. No Cross-Origin-Opener-Policy, so a cmi5 unit opened
 * in a window of its own keeps its opener (security-headers.ts `contentOriginHeaders`, which the local stack sends).
 */
export function contentOriginCustomHeaders(): NonNullable<ResponseHeadersPolicyProps['customHeadersBehavior']> {
  return { customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }] };
}
