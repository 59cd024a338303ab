import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  framingFor,
  packageContentSecurityPolicy,
  SCORM_CONTENT_PATH_PREFIX,
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers';

const UPLOADS = 'https://uploads.s3.eu-west-2.amazonaws.com';

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy({ uploadsOrigin: UPLOADS });
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.split(' ')[0] === name);

  it('runs only our own scripts and Stripe.js: no inline script, no eval, no plugins, no framing', () => {
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://js.stripe.com");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(directive(csp, 'script-src')).not.toMatch(/unsafe-inline/);
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(csp, 'upgrade-insecure-requests')).toBe('upgrade-insecure-requests');
  });

  it('lets the browser upload to and read from the uploads bucket, play HLS from blob: URLs and call Stripe', () => {
    expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' ${UPLOADS} https://api.stripe.com`);
    expect(directive(csp, 'img-src')).toBe(`img-src 'self' data: blob: ${UPLOADS}`);
    expect(directive(csp, 'media-src')).toBe(`media-src 'self' blob: ${UPLOADS}`);
  });

  it('with files served by the distribution reads them from our own origin, and uploads still go to the bucket', () => {
    const cdn = contentSecurityPolicy({ uploadsOrigin: UPLOADS, filesSameOrigin: true });
    expect(directive(cdn, 'connect-src')).toBe(`connect-src 'self' ${UPLOADS} https://api.stripe.com`);
    expect(directive(cdn, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(cdn, 'media-src')).toBe("media-src 'self' blob:");
  });

  it('lets Stripe Elements frame its card fields and 3-D Secure pages', () => {
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
  });

  it('over plain http (the local stack) keeps requests on http and needs no uploads origin', () => {
    const local = contentSecurityPolicy({}, { https: false });
    expect(directive(local, 'upgrade-insecure-requests')).toBeUndefined();
    expect(directive(local, 'connect-src')).toBe("connect-src 'self' https://api.stripe.com");
  });
});

describe('securityHeaders', () => {
  it('sends the same policy locally as on AWS, HSTS only over https', () => {
    const local = securityHeaders('/login', { https: false });
    expect(local).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    });
    expect(local['strict-transport-security']).toBeUndefined();
    expect(securityHeaders('/login', { https: true })['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=63072000; includeSubDomains');
  });

  it('lets only our own pages frame what is under the SCORM content prefix, with the content policy there only', () => {
    expect(framingFor('/courses/1')).toBe('none');
    expect(framingFor(`${SCORM_CONTENT_PATH_PREFIX}pkg/index.html`)).toBe('self');
    const content = securityHeaders(`${SCORM_CONTENT_PATH_PREFIX}pkg/index.html`, { https: false });
    expect(content['x-frame-options']).toBe('SAMEORIGIN');
    expect(content['content-security-policy']).toContain("frame-ancestors 'self'");
    // Package content runs its own inline and eval'd scripts (authoring tools emit both); the app never does.
    expect(content['content-security-policy']).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(content['content-security-policy']).toContain("connect-src 'self';");
    expect(securityHeaders('/courses/1', { https: false })['content-security-policy']).not.toMatch(/unsafe-eval/);
    expect(packageContentSecurityPolicy({ https: true })).toContain('upgrade-insecure-requests');
  });
});
