import { Stack } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { describe, expect, it } from 'vitest';
import { ENV } from '@skillway/functions/core/platform/definitions/environment';
import { RUN_TIME_SECRETS } from '@skillway/functions/core/platform/definitions/secrets';
import { awsFunctionEnvironment, runTimeSecretEnvironment } from './function-environment';

const values = {
  tableName: 't',
  userPoolId: 'p',
  userPoolClientId: 'c',
  uploadsBucket: 'b',
  eventBusName: 'e',
  appUrl: 'https://app.example',
  contentUrl: 'https://content.app.example',
  mailFrom: 'no-reply@example.com',
};

/** Every variable that would hold a secret's value (local only). */
const SECRET_VALUE_VARIABLES = [
  ENV.IMAGE_SIGNING_SECRET,
  ENV.ORIGIN_VERIFY_SECRET,
  ENV.STRIPE_SECRET_KEY,
  ENV.STRIPE_WEBHOOK_SECRET,
  ENV.STRIPE_PUBLISHABLE_KEY,
  ENV.HUBSPOT_ACCESS_TOKEN,
  ENV.FILES_PRIVATE_KEY,
];

describe('the functions environment', () => {
  it('holds no secret value, whatever is configured', () => {
    const environment = awsFunctionEnvironment({ ...values, filesKeyPairId: 'K2JCJMDEHXQW5F' });
    for (const name of SECRET_VALUE_VARIABLES) expect(environment).not.toHaveProperty(name);
    expect(environment).toMatchObject({ [ENV.RUNTIME]: 'aws', [ENV.FILES_KEY_PAIR_ID]: 'K2JCJMDEHXQW5F' });
  });

  it('carries the content origin beside the app origin (package content never on the app origin)', () => {
    expect(awsFunctionEnvironment(values)).toMatchObject({
      [ENV.APP_URL]: 'https://app.example',
      [ENV.CONTENT_URL]: 'https://content.app.example',
    });
  });

  it('names only the secrets a function reads, and only those the stage has, by id', () => {
    const stack = new Stack();
    const stripe = new Secret(stack, 'Stripe');
    const image = new Secret(stack, 'Image');
    const targets = { stripe: { id: 'arn:stripe', secret: stripe }, imageSigning: { id: 'arn:image', secret: image } };
    expect(runTimeSecretEnvironment(['stripe'], targets)).toEqual({ [RUN_TIME_SECRETS.stripe.idEnv]: 'arn:stripe' });
    // HubSpot is read by this function but not configured for the stage: nothing to name.
    expect(runTimeSecretEnvironment(['imageSigning', 'hubspot'], targets)).toEqual({
      [ENV.IMAGE_SIGNING_SECRET_ID]: 'arn:image',
    });
  });
});
