import { describe, expect, it } from 'vitest';
import { ENV } from '@skillway/functions/core/platform/definitions/environment';
import { awsFunctionEnvironment } from './function-environment';

const values = {
  tableName: 't',
  userPoolId: 'p',
  userPoolClientId: 'c',
  uploadsBucket: 'b',
  eventBusName: 'e',
  appUrl: 'https://app.example',
  contentUrl: 'https://content.app.example',
  mailFrom: 'no-reply@example.com',
  imageSigningSecret: '{{resolve:secretsmanager:image}}',
  originVerifySecret: '{{resolve:secretsmanager:origin}}',
  stripe: { secretKey: 'sk', webhookSecret: 'whsec', publishableKey: 'pk' },
};

describe('the functions environment', () => {
  it('carries the HubSpot token only when a secret is configured', () => {
    expect(awsFunctionEnvironment(values)).not.toHaveProperty(ENV.HUBSPOT_ACCESS_TOKEN);
    expect(awsFunctionEnvironment({ ...values, hubspotAccessToken: '{{resolve:secretsmanager:hubspot}}' })).toMatchObject({
      [ENV.RUNTIME]: 'aws',
      [ENV.HUBSPOT_ACCESS_TOKEN]: '{{resolve:secretsmanager:hubspot}}',
    });
  });

  it('carries the origin secret that makes the viewer address believable', () => {
    expect(awsFunctionEnvironment(values)).toMatchObject({ [ENV.ORIGIN_VERIFY_SECRET]: '{{resolve:secretsmanager:origin}}' });
  });

  it('carries the content origin beside the app origin (package content never on the app origin)', () => {
    expect(awsFunctionEnvironment(values)).toMatchObject({
      [ENV.APP_URL]: 'https://app.example',
      [ENV.CONTENT_URL]: 'https://content.app.example',
    });
  });

  it('carries the Stripe keys', () => {
    expect(awsFunctionEnvironment(values)).toMatchObject({
      [ENV.STRIPE_SECRET_KEY]: 'sk',
      [ENV.STRIPE_WEBHOOK_SECRET]: 'whsec',
      [ENV.STRIPE_PUBLISHABLE_KEY]: 'pk',
    });
  });
});
