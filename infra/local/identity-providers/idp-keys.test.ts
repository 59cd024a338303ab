import { createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { certificateBody, loadOrCreateOidcKeys, loadOrCreateSamlKeys } from './idp-keys';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'skillway-idp-keys-'));
  dirs.push(dir);
  return join(dir, 'identity-providers');
}

describe('the local IdPs’ keys', () => {
  it('are made on the first start and kept, private, in DATA_DIR: a restart signs with the same keys', async () => {
    const dir = await tempDir();
    const oidc = await loadOrCreateOidcKeys(dir);
    const saml = await loadOrCreateSamlKeys(dir);
    expect(await loadOrCreateOidcKeys(dir)).toEqual(oidc);
    expect(await loadOrCreateSamlKeys(dir)).toEqual(saml);
    for (const file of ['oidc-keys.json', 'saml-signing-key.pem', 'saml-signing-cert.pem']) {
      expect((await stat(join(dir, file))).mode & 0o777).toBe(0o600);
    }
    expect(oidc.signingJwk).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(oidc.signingJwk.d).toBeTruthy();
  });

  it('the SAML signing certificate is self-signed, RSA, and valid for years', async () => {
    const { certificatePem, privateKeyPem } = await loadOrCreateSamlKeys(undefined);
    const certificate = new X509Certificate(certificatePem);
    expect(certificate.subject).toContain('CN=Skillway local SAML IdP');
    expect(certificate.checkPrivateKey(createPrivateKey(privateKeyPem))).toBe(true);
    expect(new Date(certificate.validTo).getTime() - Date.now()).toBeGreaterThan(9 * 365 * 86_400_000);
    expect(certificateBody(certificatePem)).toMatch(/^[A-Za-z0-9+/=]+$/);
  });
});
