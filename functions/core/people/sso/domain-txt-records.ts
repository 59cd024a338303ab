import { resolveTxt } from 'node:dns/promises';
import { config } from '../../platform/config';
import { readLocalTxtRecords } from './local-dns-records';

/** How long a DNS lookup may take before the verification answers "not found yet". */
const DNS_TIMEOUT_MS = 5000;

/** DNS answers that mean "no such record (yet)", not a fault: the administrator is told to wait and try again. */
const ABSENT = new Set(['ENODATA', 'ENOTFOUND', 'ENONAME', 'NXDOMAIN', 'ESERVFAIL', 'ETIMEOUT', 'ECONNREFUSED']);

/**
 * The TXT records of a domain, each as one string (a record split into 255-byte chunks is joined, as RFC 7208 reads
 * them). On AWS: DNS (node:dns/promises). Locally: the records published on the local tools' DNS page, since nobody
 * can publish a TXT record on a real domain from a laptop; this is the one place the two differ.
 */
export async function txtRecords(domain: string): Promise<string[]> {
  if (config.isLocal) return readLocalTxtRecords(domain);
  let timer: NodeJS.Timeout | undefined;
  try {
    const records = await Promise.race([
      resolveTxt(domain),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(Object.assign(new Error('DNS timeout'), { code: 'ETIMEOUT' })), DNS_TIMEOUT_MS);
      }),
    ]);
    return records.map((chunks) => chunks.join(''));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code && ABSENT.has(code)) return [];
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
