import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy({
    uploadsOrigin: 'https://uploads.s3.eu-west-2.amazonaws.com',
    cognitoOrigin: 'https://cognito-idp.eu-west-2.amazonaws.com',
  });
  const directive = (name: string) => csp.split('; ').find((d) => d.split(' ')[0] === name);

  it('runs only our own scripts and Stripe.js: no inline script, no eval, no plugins, no framing', () => {
    expect(directive('script-src')).toBe("script-src 'self' https://js.stripe.com");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(directive('script-src')).not.toMatch(/unsafe-inline/);
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
  });

  it('lets the browser upload to and read from the uploads bucket, and talk to Cognito', () => {
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://uploads.s3.eu-west-2.amazonaws.com https://cognito-idp.eu-west-2.amazonaws.com https://api.stripe.com",
    );
    expect(directive('img-src')).toContain('https://uploads.s3.eu-west-2.amazonaws.com');
  });

  it('lets Stripe Elements frame its card fields and 3-D Secure pages', () => {
    expect(directive('frame-src')).toBe("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
  });
});
