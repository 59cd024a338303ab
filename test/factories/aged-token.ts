import { createPrivateKey, createSign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REPO_ROOT } from '@skillway/infra/local/paths';

let key: KeyObject | undefined;

/** cognito-local signs every token with the key pair published in its package (a dependency of infra). */
function cognitoLocalKey(): KeyObject {
  const fromInfra = createRequire(join(REPO_ROOT, 'infra', 'package.json'));
  const file = fromInfra.resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  key ??= createPrivateKey((JSON.parse(readFileSync(file, 'utf8')) as { pem: string }).pem);
  return key;
}

/**
 * A token the local stack's cognito-local issued, as it stands `seconds` later: its times moved back by that much and
 * signed again with the emulator's key. Every process of a run shares one clock that only ticks on (docs/testing.md),
 * so this is how a test holds a token past its lifetime without waiting it out.
 */
export function agedToken(token: string, seconds: number): string {
  const [header, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  for (const name of ['iat', 'exp', 'nbf', 'auth_time']) {
    const value = claims[name];
    if (typeof value === 'number') claims[name] = value - seconds;
  }
  const signed = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${signed}.${createSign('RSA-SHA256').update(signed).sign(cognitoLocalKey()).toString('base64url')}`;
}
