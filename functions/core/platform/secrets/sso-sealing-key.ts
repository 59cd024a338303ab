import { loadRunTimeSecret, type TSecretValues } from './run-time-secret';

const secret = await loadRunTimeSecret('ssoSealing');

const MINIMUM_LENGTH = 32;

/**
 * The SSO sealing secret: crypto/seal.ts seals connection client secrets with `current` and also opens what
 * `previous` sealed; auth/sso-proof.ts signs CUSTOM_AUTH proofs the same way. A previous value too short to be a key
 * is ignored rather than trusted.
 */
export function ssoSealingKeys(): TSecretValues {
  const values = secret.values();
  if (!values) throw new Error('The SSO sealing secret is not configured (SSO_SEALING_SECRET)');
  if (values.current.length < MINIMUM_LENGTH) {
    throw new Error(`The SSO sealing secret must be at least ${MINIMUM_LENGTH} characters`);
  }
  return values.previous && values.previous.length >= MINIMUM_LENGTH ? values : { current: values.current };
}
