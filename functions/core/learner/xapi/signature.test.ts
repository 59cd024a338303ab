import { createHmac, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { CompactSign } from 'jose';
import { generate } from 'selfsigned';
import { beforeAll, describe, expect, it } from 'vitest';
import { XAPI_MSG } from '@skillway/shared';
import { durationToHundredths, sameStatement, verifyStatementSignature } from './signature';

type TJson = Record<string, unknown>;

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
const DIGEST = { RS256: 'sha256', RS384: 'sha384', RS512: 'sha512' } as const;

/** A JWS compact serialization made by hand: header and payload as base64url JSON, an RSASSA-PKCS1-v1_5 signature. */
function jws(payload: unknown, key: KeyObject, alg: keyof typeof DIGEST = 'RS256', header: TJson = {}): Buffer {
  const input = `${b64url({ alg, ...header })}.${typeof payload === 'string' ? Buffer.from(payload).toString('base64url') : b64url(payload)}`;
  return Buffer.from(`${input}.${sign(DIGEST[alg], Buffer.from(input), key).toString('base64url')}`);
}

function statement(extra: TJson = {}): TJson {
  return {
    id: '7b8a2f6e-3c1d-4e5f-9a0b-1c2d3e4f5a6b',
    actor: { objectType: 'Agent', mbox: 'mailto:ann@Example.COM', name: 'Ann' },
    verb: { id: 'http://adlnet.gov/expapi/verbs/attempted', display: { 'en-US': 'attempted' } },
    object: { id: 'http://example.com/activities/quiz', definition: { name: { 'en-US': 'Quiz' } } },
    ...extra,
  };
}

function refusal(run: () => void): string | undefined {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
}

let keys: { privateKey: KeyObject; publicKey: KeyObject };
let other: { privateKey: KeyObject; publicKey: KeyObject };

beforeAll(() => {
  keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  other = generateKeyPairSync('rsa', { modulusLength: 2048 });
});

describe('verifyStatementSignature without a key in the header', () => {
  it.each(['RS256', 'RS384', 'RS512'] as const)('accepts a well-formed %s signature of the statement', (alg) => {
    const sent = statement();
    expect(refusal(() => verifyStatementSignature(jws(sent, keys.privateKey, alg), sent))).toBeUndefined();
  });

  it('accepts a JWS a library made (jose), whitespace around it ignored', async () => {
    const sent = statement();
    const compact = await new CompactSign(Buffer.from(JSON.stringify(sent)))
      .setProtectedHeader({ alg: 'RS384' })
      .sign(keys.privateKey);
    expect(refusal(() => verifyStatementSignature(Buffer.from(`${compact}\r\n`), sent))).toBeUndefined();
  });

  it('refuses another algorithm: HS256, none, missing', () => {
    const sent = statement();
    const input = `${b64url({ alg: 'HS256' })}.${b64url(sent)}`;
    const hmac = Buffer.from(`${input}.${createHmac('sha256', 'secret').update(input).digest('base64url')}`);
    expect(refusal(() => verifyStatementSignature(hmac, sent))).toBe(XAPI_MSG.SIGNATURE_ALGORITHM);
    const none = Buffer.from(`${b64url({ alg: 'none' })}.${b64url(sent)}.AAAA`);
    expect(refusal(() => verifyStatementSignature(none, sent))).toBe(XAPI_MSG.SIGNATURE_ALGORITHM);
    const bare = Buffer.from(`${b64url({ typ: 'JWT' })}.${b64url(sent)}.AAAA`);
    expect(refusal(() => verifyStatementSignature(bare, sent))).toBe(XAPI_MSG.SIGNATURE_ALGORITHM);
  });

  it('refuses an RS signature shorter than a 2048-bit key makes', () => {
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const sent = statement();
    expect(refusal(() => verifyStatementSignature(jws(sent, small.privateKey), sent))).toBe(
      XAPI_MSG.SIGNATURE_ALGORITHM,
    );
  });

  it('refuses what is not a JWS compact serialization', () => {
    const sent = statement();
    const good = jws(sent, keys.privateKey).toString();
    const [header, payload, signature] = good.split('.');
    const malformed = [
      `${header}.${payload}`,
      `${good}.extra`,
      `${header}.${payload}.sig+nature/`,
      `${Buffer.from('not json').toString('base64url')}.${payload}.${signature}`,
      `${b64url(['RS256'])}.${payload}.${signature}`,
      // The suite's "bad JWS": the payload's first quote replaced, so it is not JSON.
      jws(JSON.stringify(sent).replace('"', "'"), keys.privateKey).toString(),
      `${header}.${b64url('a string')}.${signature}`,
      jws(sent, keys.privateKey, 'RS256', { crit: ['exp'], exp: 1 }).toString(),
    ];
    for (const value of malformed)
      expect(
        refusal(() => verifyStatementSignature(Buffer.from(value), sent)),
        value,
      ).toBe(XAPI_MSG.SIGNATURE_MALFORMED);
  });

  it('refuses a signature whose payload is not the statement received', () => {
    const sent = statement();
    const tampered = { ...sent, verb: { id: 'http://adlnet.gov/expapi/verbs/passed' } };
    expect(refusal(() => verifyStatementSignature(jws(sent, keys.privateKey), tampered))).toBe(
      XAPI_MSG.SIGNATURE_PAYLOAD,
    );
  });
});

describe('verifyStatementSignature with a key in the header', () => {
  let chain: { leafKey: KeyObject; leaf: string; ca: string };

  beforeAll(async () => {
    const pem = (text: string) => text.replace(/-----[A-Z ]+-----|\s/g, '');
    const ca = await generate([{ name: 'commonName', value: 'Test CA' }], {
      keySize: 2048,
      algorithm: 'sha256',
      extensions: [{ name: 'basicConstraints', cA: true }],
    });
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const leaf = await generate([{ name: 'commonName', value: 'Test signer' }], {
      algorithm: 'sha256',
      keyPair: {
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
        publicKey: publicKey.export({ type: 'spki', format: 'pem' }) as string,
      },
      ca: { key: ca.private, cert: ca.cert },
    });
    chain = { leafKey: privateKey, leaf: pem(leaf.cert), ca: pem(ca.cert) };
  });

  it('verifies with the first certificate of x5c, its chain checked', () => {
    const sent = statement();
    const signed = jws(sent, chain.leafKey, 'RS512', { x5c: [chain.leaf, chain.ca] });
    expect(refusal(() => verifyStatementSignature(signed, sent))).toBeUndefined();
  });

  it('refuses a signature the certificate does not verify, or a chain out of order', () => {
    const sent = statement();
    expect(
      refusal(() => verifyStatementSignature(jws(sent, other.privateKey, 'RS256', { x5c: [chain.leaf] }), sent)),
    ).toBe(XAPI_MSG.SIGNATURE_INVALID);
    expect(
      refusal(() => verifyStatementSignature(jws(sent, chain.leafKey, 'RS256', { x5c: [chain.ca, chain.leaf] }), sent)),
    ).toBe(XAPI_MSG.SIGNATURE_INVALID);
  });

  it('refuses an x5c that is not a list of certificates', () => {
    const sent = statement();
    for (const x5c of [[], 'MIIB', ['bm90IGEgY2VydA==']])
      expect(refusal(() => verifyStatementSignature(jws(sent, chain.leafKey, 'RS256', { x5c }), sent))).toBe(
        XAPI_MSG.SIGNATURE_MALFORMED,
      );
  });

  it('verifies with a jwk, and refuses another key', () => {
    const sent = statement();
    const jwk = keys.publicKey.export({ format: 'jwk' });
    expect(refusal(() => verifyStatementSignature(jws(sent, keys.privateKey, 'RS256', { jwk }), sent))).toBeUndefined();
    expect(refusal(() => verifyStatementSignature(jws(sent, other.privateKey, 'RS256', { jwk }), sent))).toBe(
      XAPI_MSG.SIGNATURE_INVALID,
    );
  });
});

describe('sameStatement', () => {
  it('ignores what the LRS may assign or change and what is not part of a statement', () => {
    const signed = statement({
      timestamp: '2024-05-04T12:00:00-05:00',
      context: {
        registration: 'A1B2C3D4-0000-4000-8000-000000000001',
        contextActivities: { parent: { id: 'http://example.com/course' } },
      },
    });
    const received = {
      ...signed,
      id: (signed.id as string).toUpperCase(),
      actor: { objectType: 'Agent', mbox: 'mailto:ann@example.com', name: 'Ann' },
      verb: { id: 'http://adlnet.gov/expapi/verbs/attempted', display: { 'fr-FR': 'a tenté' } },
      object: { id: 'http://example.com/activities/quiz' },
      timestamp: '2024-05-04T17:00:00.000Z',
      context: {
        registration: 'a1b2c3d4-0000-4000-8000-000000000001',
        contextActivities: { parent: [{ id: 'http://example.com/course', definition: { type: 'x' } }] },
      },
      stored: '2024-05-04T17:00:01.000Z',
      authority: { objectType: 'Agent', account: { homePage: 'https://lrs', name: 'client' } },
      version: '1.0.0',
      attachments: [{ usageType: 'http://adlnet.gov/expapi/attachments/signature', sha2: 'x' }],
    };
    expect(sameStatement(signed, received)).toBe(true);
    // An id or timestamp the payload lacks is one the LRS may have assigned.
    const { id: _id, timestamp: _timestamp, ...bare } = signed;
    expect(sameStatement(bare, received)).toBe(true);
  });

  it('ignores the order of a Group’s members', () => {
    const member = (name: string) => ({ mbox: `mailto:${name}@example.com` });
    const group = (...names: string[]) => ({ objectType: 'Group', member: names.map(member) });
    expect(sameStatement(statement({ actor: group('a', 'b') }), statement({ actor: group('b', 'a') }))).toBe(true);
    expect(sameStatement(statement({ actor: group('a', 'b') }), statement({ actor: group('a', 'c') }))).toBe(false);
  });

  it('compares durations to hundredths of a second', () => {
    const withDuration = (duration: string) => statement({ result: { duration } });
    expect(sameStatement(withDuration('P1DT12H36M0.12S'), withDuration('P1DT12H36M0.1237S'))).toBe(true);
    expect(sameStatement(withDuration('PT1.1S'), withDuration('PT1.10S'))).toBe(true);
    expect(sameStatement(withDuration('PT1.12S'), withDuration('PT1.13S'))).toBe(false);
    expect(sameStatement(withDuration('PT1M'), withDuration('PT60S'))).toBe(false);
  });

  it('does not ignore a different id, instant, version or any other property', () => {
    const base = statement({ timestamp: '2024-05-04T17:00:00Z', version: '1.0.0' });
    expect(sameStatement(base, { ...base, id: '7b8a2f6e-3c1d-4e5f-9a0b-000000000000' })).toBe(false);
    expect(sameStatement(base, { ...base, timestamp: '2024-05-04T17:00:01Z' })).toBe(false);
    expect(sameStatement(base, { ...base, version: '1.0.3' })).toBe(false);
    expect(sameStatement(base, { ...base, result: { success: true } })).toBe(false);
    expect(sameStatement(base, { ...base, actor: { mbox: 'mailto:Ann@example.com' } })).toBe(false);
  });
});

describe('durationToHundredths', () => {
  it('cuts the seconds, never rounds, and drops trailing zeros', () => {
    expect(durationToHundredths('PT0.12567S')).toBe('PT0.12S');
    expect(durationToHundredths('PT1.999S')).toBe('PT1.99S');
    expect(durationToHundredths('PT1.00S')).toBe('PT1S');
    expect(durationToHundredths('P1D')).toBe('P1D');
  });
});
