import {
  GetSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseLogger } from '../http/logger';
import { RUN_TIME_SECRETS, SECRET_MAX_AGE_SECONDS } from '../definitions/secrets';
import { loadRunTimeSecret } from './run-time-secret';

const secretsManager = mockClient(SecretsManagerClient);
// The SDK's prototype stays patched in the worker's shared module cache otherwise (isolate: false).
afterAll(() => secretsManager.restore());
const ARN = 'arn:aws:secretsmanager:eu-west-2:111111111111:secret:skillway-image-AbCdEf';
const { idEnv, localEnv } = RUN_TIME_SECRETS.imageSigning;

function answer(current: string, previous?: string): void {
  secretsManager.on(GetSecretValueCommand, { SecretId: ARN }).resolves({ SecretString: current });
  if (previous === undefined) {
    secretsManager
      .on(GetSecretValueCommand, { SecretId: ARN, VersionStage: 'AWSPREVIOUS' })
      .rejects(new ResourceNotFoundException({ message: 'no AWSPREVIOUS', $metadata: {} }));
  } else {
    secretsManager
      .on(GetSecretValueCommand, { SecretId: ARN, VersionStage: 'AWSPREVIOUS' })
      .resolves({ SecretString: previous });
  }
}

/** Lets the refresh a read started finish (it is a few resolved promises). */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  await new Promise((resolve) => setImmediate(resolve));
}

describe('a secret read at run time', () => {
  beforeEach(() => {
    secretsManager.reset();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-29T00:30:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('is the local environment variable, read at each call, when no secret id is configured', async () => {
    vi.stubEnv(idEnv, '');
    vi.stubEnv(localEnv, 'first-local-value-of-thirty-two-characters');
    const secret = await loadRunTimeSecret('imageSigning');
    expect(secret.fromSecretsManager).toBe(false);
    vi.stubEnv(localEnv, 'second-local-value-of-thirty-two-characters');
    expect(secret.values()).toEqual({ current: 'second-local-value-of-thirty-two-characters' });
    expect(secretsManager.calls()).toHaveLength(0);
  });

  it('is fetched from Secrets Manager by its id when one is configured, with the value before the last rotation', async () => {
    vi.stubEnv(idEnv, ARN);
    vi.stubEnv(localEnv, 'a-local-value-that-must-not-be-used-on-aws');
    answer('the-current-value', 'the-previous-value');
    const secret = await loadRunTimeSecret('imageSigning');
    expect(secret.fromSecretsManager).toBe(true);
    expect(secret.values()).toEqual({ current: 'the-current-value', previous: 'the-previous-value' });
  });

  it('has no previous value when the secret was never rotated', async () => {
    vi.stubEnv(idEnv, ARN);
    answer('the-only-value');
    const secret = await loadRunTimeSecret('imageSigning');
    expect(secret.values()).toEqual({ current: 'the-only-value' });
  });

  it('picks up a rotation after the maximum age without a deploy, and not before', async () => {
    vi.stubEnv(idEnv, ARN);
    answer('before-rotation');
    const secret = await loadRunTimeSecret('imageSigning');
    answer('after-rotation', 'before-rotation');

    vi.advanceTimersByTime((SECRET_MAX_AGE_SECONDS - 1) * 1000);
    expect(secret.values()?.current).toBe('before-rotation');
    await settle();
    expect(secret.values()?.current).toBe('before-rotation');

    vi.advanceTimersByTime(1000);
    // The read that finds the value stale answers with it and starts the refresh; the next read has the new value.
    expect(secret.values()?.current).toBe('before-rotation');
    await settle();
    expect(secret.values()).toEqual({ current: 'after-rotation', previous: 'before-rotation' });
  });

  it('keeps serving the value it has when a refresh fails, and tries again on the next read', async () => {
    vi.stubEnv(idEnv, ARN);
    answer('good-value');
    const secret = await loadRunTimeSecret('imageSigning');
    const logged = vi.spyOn(baseLogger(), 'error').mockImplementation(() => undefined);
    secretsManager.on(GetSecretValueCommand, { SecretId: ARN }).rejects(new Error('Secrets Manager is down'));
    vi.advanceTimersByTime(SECRET_MAX_AGE_SECONDS * 1000);
    expect(secret.values()?.current).toBe('good-value');
    await settle();
    expect(secret.values()?.current).toBe('good-value');
    expect(logged).toHaveBeenCalledWith('secret refresh failed', expect.objectContaining({ secret: 'imageSigning' }));
    answer('recovered-value');
    await settle();
    secret.values();
    await settle();
    expect(secret.values()?.current).toBe('recovered-value');
  });

  it('fails to load (the function does not start) when the secret cannot be read at all', async () => {
    vi.stubEnv(idEnv, ARN);
    secretsManager.on(GetSecretValueCommand).rejects(new Error('AccessDeniedException'));
    await expect(loadRunTimeSecret('imageSigning')).rejects.toThrow('AccessDeniedException');
  });
});
