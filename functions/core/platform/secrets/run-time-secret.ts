import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import { RUN_TIME_SECRETS, SECRET_MAX_AGE_SECONDS, type TRunTimeSecretName } from '../definitions/secrets';
import { baseLogger } from '../http/logger';

/** A secret's values as the function last fetched them; `previous` only where the secret accepts it. */
export interface TSecretValues {
  readonly current: string;
  readonly previous?: string;
}

/** Read synchronously by the code that uses the secret; undefined when this function has none configured. */
export interface TRunTimeSecret {
  /** Whether the value comes from Secrets Manager (AWS) rather than the local environment. */
  readonly fromSecretsManager: boolean;
  values(): TSecretValues | undefined;
}

function env(name: string | undefined): string | undefined {
  const value = name ? process.env[name] : undefined;
  return value === undefined || value === '' ? undefined : value;
}

async function fetchValues(id: string, withPrevious: boolean): Promise<TSecretValues> {
  const current = await getSecret(id, { maxAge: SECRET_MAX_AGE_SECONDS, forceFetch: true });
  if (typeof current !== 'string') throw new Error(`Secret ${id} has no text value`);
  if (!withPrevious) return { current };
  // A secret that was never rotated has no AWSPREVIOUS version: that is not an error.
  const previous = await getSecret(id, { forceFetch: true, sdkOptions: { VersionStage: 'AWSPREVIOUS' } }).catch(
    () => undefined,
  );
  return typeof previous === 'string' ? { current, previous } : { current };
}

/**
 * Loads a secret once, when the module that reads it is imported (top-level await in the reader, so the value is
 * there before the handler runs, whether an API row or an event handler). After SECRET_MAX_AGE_SECONDS a read
 * starts a refresh and answers with the value it has; the refreshed value serves the reads after it. A failed
 * refresh keeps the old value and is logged (the next read tries again): a Secrets Manager outage does not take
 * the function down with it.
 *
 * Without the secret's id in the environment (locally, in tests, or on AWS when an optional secret is not
 * configured) the value is the local environment variable, read at each call: the local stack sets it after the
 * handler modules are loaded.
 */
export async function loadRunTimeSecret(name: TRunTimeSecretName): Promise<TRunTimeSecret> {
  const definition = RUN_TIME_SECRETS[name];
  const id = env(definition.idEnv);
  if (!id) {
    return {
      fromSecretsManager: false,
      values() {
        const current = env(definition.localEnv);
        return current === undefined ? undefined : { current };
      },
    };
  }

  let values = await fetchValues(id, definition.acceptsPrevious);
  let fetchedAt = Date.now();
  let refreshing: Promise<void> | undefined;
  return {
    fromSecretsManager: true,
    values() {
      if (!refreshing && Date.now() - fetchedAt >= SECRET_MAX_AGE_SECONDS * 1000) {
        refreshing = fetchValues(id, definition.acceptsPrevious)
          .then((fresh) => {
            values = fresh;
            fetchedAt = Date.now();
          })
          .catch((error: unknown) =>
            baseLogger().error('secret refresh failed', { secret: name, error: error as Error }),
          )
          .finally(() => {
            refreshing = undefined;
          });
      }
      return values;
    },
  };
}
