/**
 * The local IdPs' keys, generated on a DATA_DIR's first start and kept in `DATA_DIR/identity-providers/`, so a
 * restart keeps them: ID tokens and SAML assertions stay verifiable, and the demo SAML connection's stored signing
 * certificate stays the IdP's (a new certificate at each start would break it, as rotating a real IdP's would).
 * Delete the folder (or DATA_DIR) for new ones. Without a folder (unit tests) they are made in memory.
 */
import { generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'selfsigned';

export interface TOidcKeys {
  /** The ID token signing key (RS256), a private JWK with its kid. */
  signingJwk: Record<string, unknown> & { kid: string };
  /** oidc-provider's cookie signing keys. */
  cookieKeys: string[];
}

export interface TSamlKeys {
  privateKeyPem: string;
  certificatePem: string;
}

/** A signing certificate for years: the product warns administrators 30 and 7 days before an IdP's expires. */
const SAML_CERTIFICATE_YEARS = 10;

const OIDC_FILE = 'oidc-keys.json';
const SAML_KEY_FILE = 'saml-signing-key.pem';
const SAML_CERT_FILE = 'saml-signing-cert.pem';

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Write-then-rename, private to the user: a crash never leaves half a key behind. */
async function writePrivate(file: string, text: string) {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text, { mode: 0o600 });
  await rename(temporary, file);
}

function createOidcKeys(): TOidcKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  return {
    signingJwk: { ...(privateKey.export({ format: 'jwk' }) as Record<string, unknown>), kid, alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

export async function createSamlKeys(): Promise<TSamlKeys> {
  const notBeforeDate = new Date(Date.now() - 60_000);
  const notAfterDate = new Date(notBeforeDate);
  notAfterDate.setUTCFullYear(notAfterDate.getUTCFullYear() + SAML_CERTIFICATE_YEARS);
  const pems = await generate([{ name: 'commonName', value: 'Skillway local SAML IdP' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
    ],
  });
  return { privateKeyPem: pems.private, certificatePem: pems.cert };
}

export async function loadOrCreateOidcKeys(dir: string | undefined): Promise<TOidcKeys> {
  if (!dir) return createOidcKeys();
  const file = join(dir, OIDC_FILE);
  const stored = await readIfExists(file);
  if (stored) return JSON.parse(stored) as TOidcKeys;
  const keys = createOidcKeys();
  await mkdir(dir, { recursive: true });
  await writePrivate(file, `${JSON.stringify(keys, null, 2)}\n`);
  return keys;
}

export async function loadOrCreateSamlKeys(dir: string | undefined): Promise<TSamlKeys> {
  if (!dir) return createSamlKeys();
  const keyFile = join(dir, SAML_KEY_FILE);
  const certFile = join(dir, SAML_CERT_FILE);
  const [privateKeyPem, certificatePem] = await Promise.all([readIfExists(keyFile), readIfExists(certFile)]);
  // An expired certificate (a DATA_DIR kept for ten years) is replaced rather than served.
  if (privateKeyPem && certificatePem && new Date(new X509Certificate(certificatePem).validTo) > new Date()) {
    return { privateKeyPem, certificatePem };
  }
  const keys = await createSamlKeys();
  await mkdir(dir, { recursive: true });
  await writePrivate(keyFile, keys.privateKeyPem);
  await writePrivate(certFile, keys.certificatePem);
  return keys;
}

/** The certificate's base64 body, as metadata's `<ds:X509Certificate>` and node-saml's `idpCert` take it. */
export function certificateBody(pem: string): string {
  return pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
}
