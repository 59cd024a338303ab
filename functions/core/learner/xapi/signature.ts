import { createPublicKey, verify, X509Certificate, type KeyObject } from 'node:crypto';
import { XAPI_ATTACHMENTS, XAPI_MSG } from '@skillway/shared';
import type { TJson } from './statement-validation';

/**
 * Signed statements (xAPI 1.0.3 Data 2.6, IEEE 9274.1.1 section 4.2.7): the signature attachment's part is a JWS
 * compact serialization (RFC 7515 section 7.1) whose header names RS256, RS384 or RS512 and whose payload is the
 * statement as it was before the signature was attached. The LRS decodes it, checks the payload is logically the
 * statement it received (Data 2.3.1's comparison, below), and, when the header carries an X.509 chain (`x5c`) or a
 * public key (`jwk`), verifies the signature with it. Without either there is no key to verify with: the spec calls
 * verification against the certificate a check for mistakes, not security, and leaves authenticating the signer to
 * the consumer, so such a signature is accepted when it is well formed. node:crypto only.
 */

export class SignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignatureError';
  }
}

type TAlgorithm = keyof typeof XAPI_ATTACHMENTS.SIGNATURE_ALGORITHMS;

const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** The properties the LRS sets or may replace (Data 2.3.1, "assignments … during LRS processing"). */
const ASSIGNED = ['stored', 'authority'] as const;
/** Assigned when absent: compared only when both sides have them. */
const ASSIGNED_WHEN_ABSENT = ['id', 'timestamp', 'version'] as const;

function isObject(value: unknown): value is TJson {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function decodeJson(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as unknown;
  } catch {
    throw new SignatureError(XAPI_MSG.SIGNATURE_MALFORMED);
  }
}

/** ISO 8601 duration with its seconds cut to hundredths (IEEE 9274.1.1 4.2.7: finer precision is not compared). */
export function durationToHundredths(duration: string): string {
  return duration.replace(/(\d+)(?:\.(\d*))?S$/, (_whole, seconds: string, fraction: string | undefined) => {
    const cut = `${fraction ?? ''}00`.slice(0, 2).replace(/0+$/, '');
    return cut ? `${seconds}.${cut}S` : `${seconds}S`;
  });
}

/** `mailto:` addresses compare with their domain's case folded (Data 2.3.1, "Case sensitivity"). */
function mbox(value: string): string {
  const at = value.lastIndexOf('@');
  return at < 0 ? value : value.slice(0, at) + value.slice(at).toLowerCase();
}

/** Key-sorted JSON: serialization order is not part of a statement. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isObject(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => cmp(a, b))) : inner,
  );
}

function agentLike(value: unknown): unknown {
  if (!isObject(value)) return value;
  const out: TJson = { ...value };
  if (typeof out.mbox === 'string') out.mbox = mbox(out.mbox);
  // A Group's members are not an ordered list.
  if (Array.isArray(out.member)) out.member = out.member.map(agentLike).sort((a, b) => cmp(canonical(a), canonical(b)));
  return out;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** An Activity without its definition (Data 2.3.1: the definition is not part of the statement). */
function activity(value: unknown): unknown {
  if (!isObject(value)) return value;
  const { definition: _definition, ...rest } = value;
  return rest;
}

function statementObject(value: unknown): unknown {
  if (!isObject(value)) return value;
  const type = value.objectType ?? 'Activity';
  if (type === 'Activity') return activity(value);
  if (type === 'Agent' || type === 'Group') return agentLike(value);
  if (type === 'StatementRef')
    return { ...value, id: typeof value.id === 'string' ? value.id.toLowerCase() : value.id };
  if (type === 'SubStatement') return comparable(value);
  return value;
}

function context(value: unknown): unknown {
  if (!isObject(value)) return value;
  const out: TJson = { ...value };
  if (typeof out.registration === 'string') out.registration = out.registration.toLowerCase();
  if (out.instructor !== undefined) out.instructor = agentLike(out.instructor);
  if (out.team !== undefined) out.team = agentLike(out.team);
  if (isObject(out.statement) && typeof out.statement.id === 'string')
    out.statement = { ...out.statement, id: out.statement.id.toLowerCase() };
  if (isObject(out.contextActivities))
    // A single context activity is the one-element array the LRS returns (1.0.3 Data 2.4.6.2).
    out.contextActivities = Object.fromEntries(
      Object.entries(out.contextActivities).map(([kind, list]) => [
        kind,
        (Array.isArray(list) ? list : [list]).map(activity),
      ]),
    );
  if (Array.isArray(out.contextAgents))
    out.contextAgents = out.contextAgents.map((entry) =>
      isObject(entry) ? { ...entry, agent: agentLike(entry.agent) } : entry,
    );
  if (Array.isArray(out.contextGroups))
    out.contextGroups = out.contextGroups.map((entry) =>
      isObject(entry) ? { ...entry, group: agentLike(entry.group) } : entry,
    );
  return out;
}

/**
 * A statement (or SubStatement) with every difference Data 2.3.1 lets the LRS make taken out: the properties the LRS
 * assigns, attachments (not part of the statement), verb display and activity definitions, key order, a Group's
 * member order, the case of UUIDs and e-mail domains; timestamps as instants and durations to hundredths.
 */
function comparable(statement: TJson): TJson {
  const out: TJson = { ...statement };
  for (const key of ASSIGNED) delete out[key];
  delete out.attachments;
  if (isObject(out.verb)) {
    const { display: _display, ...verb } = out.verb;
    out.verb = verb;
  }
  out.actor = agentLike(out.actor);
  out.object = statementObject(out.object);
  if (out.context !== undefined) out.context = context(out.context);
  if (isObject(out.result) && typeof out.result.duration === 'string')
    out.result = { ...out.result, duration: durationToHundredths(out.result.duration) };
  if (typeof out.timestamp === 'string') out.timestamp = Date.parse(out.timestamp);
  return out;
}

/** Whether a signature's payload is logically the statement received (Data 2.3.1, Statement Comparison). */
export function sameStatement(signed: TJson, received: TJson): boolean {
  const a = comparable(signed);
  const b = comparable(received);
  for (const key of ASSIGNED_WHEN_ABSENT) {
    if (a[key] === undefined || b[key] === undefined) {
      delete a[key];
      delete b[key];
    } else if (key === 'id' && typeof a.id === 'string' && typeof b.id === 'string') {
      // UUIDs are case-insensitive.
      a.id = a.id.toLowerCase();
      b.id = b.id.toLowerCase();
    }
  }
  return canonical(a) === canonical(b);
}

function rsaKey(key: KeyObject): KeyObject {
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== 'rsa' || bits < XAPI_ATTACHMENTS.SIGNATURE_MIN_KEY_BITS)
    throw new SignatureError(XAPI_MSG.SIGNATURE_INVALID);
  return key;
}

/** The key in the JWS header: the first certificate of `x5c` (the chain checked link by link), else `jwk`. */
function headerKey(header: TJson): KeyObject | undefined {
  if (header.x5c !== undefined) {
    if (!Array.isArray(header.x5c) || header.x5c.length === 0 || !header.x5c.every((c) => typeof c === 'string'))
      throw new SignatureError(XAPI_MSG.SIGNATURE_MALFORMED);
    let chain: X509Certificate[];
    try {
      // RFC 7515 section 4.1.6: base64 (not base64url) DER certificates, the signer's first.
      chain = (header.x5c as string[]).map((der) => new X509Certificate(Buffer.from(der, 'base64')));
    } catch {
      throw new SignatureError(XAPI_MSG.SIGNATURE_MALFORMED);
    }
    for (let i = 0; i + 1 < chain.length; i++)
      if (!chain[i]!.checkIssued(chain[i + 1]!) || !chain[i]!.verify(chain[i + 1]!.publicKey))
        throw new SignatureError(XAPI_MSG.SIGNATURE_INVALID);
    return rsaKey(chain[0]!.publicKey);
  }
  if (header.jwk !== undefined) {
    if (!isObject(header.jwk)) throw new SignatureError(XAPI_MSG.SIGNATURE_MALFORMED);
    try {
      return rsaKey(createPublicKey({ key: header.jwk as never, format: 'jwk' }));
    } catch (error) {
      if (error instanceof SignatureError) throw error;
      throw new SignatureError(XAPI_MSG.SIGNATURE_MALFORMED);
    }
  }
  return undefined;
}

/**
 * Checks a signature attachment's content against the statement received; SignatureError with the reason when it is
 * not a JWS compact serialization, names another algorithm, carries critical extensions, has a payload that is not
 * this statement, or does not verify with the key its header carries.
 */
export function verifyStatementSignature(jws: Buffer, statement: TJson): void {
  const segments = jws.toString('latin1').trim().split('.');
  if (segments.length !== 3 || !segments.every((segment) => BASE64URL.test(segment)))
    throw new SignatureError(XAPI_MSG.SIGNATURE_MALFORMED);
  const [encodedHeader, encodedPayload, encodedSignature] = segments as [string, string, string];
  const header = decodeJson(encodedHeader);
  if (!isObject(header)) throw new SignatureError(XAPI_MSG.SIGNATURE_MALFORMED);
  const algorithm = header.alg;
  if (typeof algorithm !== 'string' || !Object.hasOwn(XAPI_ATTACHMENTS.SIGNATURE_ALGORITHMS, algorithm))
    throw new SignatureError(XAPI_MSG.SIGNATURE_ALGORITHM);
  // RFC 7515 section 4.1.11: extensions the LRS does not understand (it understands none) refuse the JWS.
  if (header.crit !== undefined) throw new SignatureError(XAPI_MSG.SIGNATURE_MALFORMED);
  const signature = Buffer.from(encodedSignature, 'base64url');
  // An RS signature is as long as its key's modulus, 2048 bits or more (RFC 7518 section 3.3).
  if (signature.length * 8 < XAPI_ATTACHMENTS.SIGNATURE_MIN_KEY_BITS)
    throw new SignatureError(XAPI_MSG.SIGNATURE_ALGORITHM);
  const payload = decodeJson(encodedPayload);
  if (!isObject(payload)) throw new SignatureError(XAPI_MSG.SIGNATURE_MALFORMED);
  if (!sameStatement(payload, statement)) throw new SignatureError(XAPI_MSG.SIGNATURE_PAYLOAD);
  const key = headerKey(header);
  if (!key) return;
  const digest = XAPI_ATTACHMENTS.SIGNATURE_ALGORITHMS[algorithm as TAlgorithm];
  const signingInput = Buffer.from(`${encodedHeader}.${encodedPayload}`, 'ascii');
  if (!verify(digest, signingInput, key, signature)) throw new SignatureError(XAPI_MSG.SIGNATURE_INVALID);
}
