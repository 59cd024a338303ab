import { describe, expect, it } from 'vitest';
import {
  contentOriginHeaders,
  contentOriginSecurityPolicy,
  contentSecurityPolicy,
  launchPageSecurityPolicy,
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

  it('lets the course player frame the e-learning content origin, and nothing else of it', () => {
    const withContent = contentSecurityPolicy({ uploadsOrigin: UPLOADS, contentOrigin: 'https://content.example.com' });
    expect(directive(withContent, 'frame-src')).toBe(
      "frame-src 'self' https://content.example.com https://js.stripe.com https://hooks.stripe.com",
    );
    expect(directive(withContent, 'connect-src')).not.toContain('content.example.com');
    expect(directive(withContent, 'script-src')).not.toContain('content.example.com');
  });

  it('over plain http (the local stack) keeps requests on http and needs no uploads origin', () => {
    const local = contentSecurityPolicy({}, { https: false });
    expect(directive(local, 'upgrade-insecure-requests')).toBeUndefined();
    expect(directive(local, 'connect-src')).toBe("connect-src 'self' https://api.stripe.com");
  });
});

describe('securityHeaders', () => {
  it('sends the same policy locally as on AWS, HSTS only over https; nobody frames the app', () => {
    const local = securityHeaders({ https: false });
    expect(local).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    });
    expect(local['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(local['strict-transport-security']).toBeUndefined();
    expect(securityHeaders({ https: true })['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=63072000; includeSubDomains');
    expect(local['content-security-policy']).not.toMatch(/unsafe-eval/);
  });
});

describe('the content origin', () => {
  const APP = 'https://learn.example.com';
  const options = { https: true, appOrigin: APP };
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.split(' ')[0] === name);

  it("runs a package's own inline and eval'd scripts, calls only its own origin, and is framed by the app or itself", () => {
    const csp = contentOriginSecurityPolicy(options);
    // Authoring tools (Storyline, Captivate) emit both; the app's origin never allows either.
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe(`frame-ancestors 'self' ${APP}`);
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('gives the launch page only its own built script, and only the app may frame it', () => {
    const csp = launchPageSecurityPolicy(options);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe(`frame-ancestors ${APP}`);
  });

  it('picks the policy by path, sends no X-Frame-Options (the app frames it) and HSTS over https', () => {
    const launch = contentOriginHeaders('/launch/scorm.html', options);
    expect(launch['content-security-policy']).toBe(launchPageSecurityPolicy(options));
    const file = contentOriginHeaders('/content/c1/a1/index.html', options);
    expect(file['content-security-policy']).toBe(contentOriginSecurityPolicy(options));
    expect(file['x-frame-options']).toBeUndefined();
    expect(file['x-content-type-options']).toBe('nosniff');
    expect(file['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(
      contentOriginHeaders('/content/x', { https: false, appOrigin: 'http://localhost:3000' })[
        'strict-transport-security'
      ],
    ).toBeUndefined();
  });
});
