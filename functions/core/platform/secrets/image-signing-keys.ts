import { loadRunTimeSecret, type TSecretValues } from './run-time-secret';

const secret = await loadRunTimeSecret('imageSigning');

const MINIMUM_LENGTH = 32;

/** The signing secret (crypto/signing.ts signs with `current` and also accepts `previous`, the one before a rotation). */
export function imageSigningKeys(): TSecretValues {
  const values = secret.values();
  if (!values) throw new Error('The image signing secret is not configured (IMAGE_SIGNING_SECRET)');
  if (values.current.length < MINIMUM_LENGTH) {
    throw new Error(`The image signing secret must be at least ${MINIMUM_LENGTH} characters`);
  }
  return values.previous && values.previous.length >= MINIMUM_LENGTH ? values : { current: values.current };
}
