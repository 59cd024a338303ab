import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Outbound HTTP to an address an administrator typed (an external LRS), without letting it reach what only the
 * function can reach (SSRF): on AWS only https, and never an address that is not public: loopback, private,
 * link-local (the instance metadata service at 169.254.169.254 and fd00:ec2::254), carrier-grade NAT, multicast,
 * documentation and reserved ranges, and IPv6 forms that embed an IPv4 address (NAT64, 6to4; an IPv4-mapped address
 * is checked as the IPv4 address it maps: node:net's BlockList does so). The check runs
 * on every address the name resolves to, inside the connection's own lookup, so the address checked is the address
 * connected to (a DNS answer cannot change between the check and the connection). No redirects are followed, the
 * whole exchange has a time limit and an answer is read only up to a few kilobytes.
 *
 * Locally (the product on one machine, its tests) http and loopback are allowed: the tests' external LRS listens on
 * 127.0.0.1.
 */

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address (v4 or v6 text) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** What the outbound policy allows: locally anything http(s); on AWS https to public addresses only. */
export interface TOutboundPolicy {
  local: boolean;
}

export type TEndpointProblem = 'scheme' | 'address';

/** The host part of a URL as an address when it is one (`[::1]` → `::1`), else undefined. */
function literalAddress(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : undefined;
}

/**
 * What is wrong with an endpoint before any request (the contract already made it an http(s) URL): on AWS a plain
 * http URL ('scheme'), or a host that is a non-public address or a name only a private network resolves
 * (`localhost`, `*.internal`, `*.local`: 'address'). Names are resolved only when a request goes.
 */
export function endpointProblem(endpoint: string, policy: TOutboundPolicy): TEndpointProblem | undefined {
  if (policy.local) return undefined;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') return 'scheme';
  const literal = literalAddress(url);
  if (literal !== undefined) return isPublicAddress(literal) ? undefined : 'address';
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || /\.(localhost|local|internal|localdomain|home\.arpa)$/.test(host)) return 'address';
  return undefined;
}

/** An outbound request refused or failed before an answer: `reason` says why, for the dead-letter list. */
export class OutboundError extends Error {
  override readonly name = 'OutboundError';
}

type TLookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** dns.lookup, refusing a name with any non-public address (the connection then never opens). */
export function publicOnlyLookup(
  hostname: string,
  options: LookupOneOptions | LookupAllOptions,
  callback: TLookupCallback,
) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      const denied = Object.assign(new OutboundError(`${hostname} resolves to an address that is not public`), {
        code: 'EADDRNOTPUBLIC',
      });
      return callback(denied, []);
    }
    if ((options as LookupAllOptions).all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first!.address, first!.family);
  });
}

export interface TPostAnswer {
  status: number;
  /** The answer's first bytes as text (for the error shown with a failure). */
  text: string;
}

/** How much of an answer is read: enough for an LRS's error message, never a whole page. */
const ANSWER_BYTES = 4096;

/**
 * POSTs `body` (text as UTF-8, or bytes) to `url` within `timeoutMs` (connection, request and answer together) and
 * answers the status and the first bytes of the answer; refuses what the policy refuses, and throws OutboundError for
 * a network failure or the time running out (the caller retries those).
 */
export async function postBody(
  url: string,
  body: string | Buffer,
  headers: Record<string, string>,
  options: TOutboundPolicy & { timeoutMs: number },
): Promise<TPostAnswer> {
  const problem = endpointProblem(url, options);
  if (problem === 'scheme') throw new OutboundError('only https:// endpoints are allowed');
  if (problem === 'address') throw new OutboundError('the endpoint is not a public address');
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const signal = AbortSignal.timeout(options.timeoutMs);
  return new Promise<TPostAnswer>((resolve, reject) => {
    const request = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body, 'utf8')) },
        signal,
        ...(options.local ? {} : { lookup: publicOnlyLookup }),
      },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size >= ANSWER_BYTES) return;
          chunks.push(chunk);
          size += chunk.length;
          if (size >= ANSWER_BYTES) response.destroy();
        });
        const done = () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).subarray(0, ANSWER_BYTES).toString('utf8'),
          });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (signal.aborted) return reject(new OutboundError(`no answer within ${options.timeoutMs / 1000} s`));
      if (error instanceof OutboundError) return reject(error);
      const code = error.code ? ` (${error.code})` : '';
      reject(new OutboundError(`could not be reached${code}: ${error.message}`));
    });
    request.end(body);
  });
}
