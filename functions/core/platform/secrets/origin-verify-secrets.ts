import { loadRunTimeSecret } from './run-time-secret';

const secret = await loadRunTimeSecret('originVerify');

const MINIMUM_LENGTH = 32;

/**
 * The values of CloudFront's origin header the API accepts (http/edge-headers.ts): the current one and, after a
 * rotation, the one before it until the distribution sends the new one. Empty where none is configured, and then no
 * viewer address is believed and no request is refused for lacking it.
 */
export function originVerifySecrets(): string[] {
  const values = secret.values();
  if (!values) return [];
  return [values.current, values.previous].filter(
    (value): value is string => !!value && value.length >= MINIMUM_LENGTH,
  );
}
