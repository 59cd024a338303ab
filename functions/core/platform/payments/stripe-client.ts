import { randomUUID } from 'node:crypto';

/**
 * A small fetch-based client for the few Stripe REST (v1) endpoints the gateway calls. It speaks to Stripe as
 * stripe-node 23.1.0 did (which is 240 KB bundled and registers every resource): form-encoded bodies with the
 * same bracket notation, the API version stripe-node pins, an idempotency key on every POST (kept across the
 * retry), one retry on a connection error, 409, 5xx or `Stripe-Should-Retry: true`, and an 8 s timeout.
 */

/** The API version stripe-node 23.1.0 sends in `Stripe-Version` (its `apiVersion.js`). */
export const STRIPE_API_VERSION = '2026-10-28.endive';
const STRIPE_API_ORIGIN = 'https://api.stripe.com';
const TIMEOUT_MS = 8000;
const MAX_RETRIES = 1;
/** stripe-node's initialNetworkRetryDelay (0.5 s), with its jitter (× 0.5–1, never below the base). */
const RETRY_DELAY_MS = 500;

type TFormValue = string | number | boolean | null | undefined | TFormValue[] | { [key: string]: TFormValue };
export type TForm = Record<string, TFormValue>;

/** An error answer from Stripe (`{ error: { type, code, message, … } }`), or no answer at all (`type: 'connection_error'`). */
export class StripeApiError extends Error {
  readonly status: number;
  /** 'card_error', 'invalid_request_error', 'api_error', 'idempotency_error', 'connection_error' … */
  readonly type: string;
  readonly code: string | undefined;
  readonly requestId: string | undefined;

  constructor(input: { status: number; type: string; code?: string; message: string; requestId?: string }, options?: { cause?: unknown }) {
    super(input.message, options);
    this.name = 'StripeApiError';
    this.status = input.status;
    this.type = input.type;
    this.code = input.code;
    this.requestId = input.requestId;
  }
}

/** Encodes like stripe-node's `stringifyRequestData`: `a[b][0][c]=v`, brackets left readable, `!*()'` escaped. */
function encodePart(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!*()']/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%5B/g, '[')
    .replace(/%5D/g, ']');
}

export function encodeForm(form: TForm): string {
  const pairs: string[] = [];
  const add = (key: string, value: TFormValue): void => {
    if (value === undefined) return;
    if (value === null || typeof value !== 'object') {
      pairs.push(`${encodePart(key)}=${encodePart(value === null ? '' : String(value))}`);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => add(`${key}[${index}]`, item));
    } else {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    }
  };
  for (const [key, value] of Object.entries(form)) add(key, value);
  return pairs.join('&');
}

interface TStripeClientOptions {
  secretKey: string;
  /** Local only: the fake Stripe's origin (`http://127.0.0.1:<port>`). */
  apiUrl?: string;
}

interface TRequestOptions {
  form?: TForm;
  idempotencyKey?: string;
}

export interface TStripeClient {
  request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, options?: TRequestOptions): Promise<T>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryDelay(): number {
  return Math.max(RETRY_DELAY_MS, RETRY_DELAY_MS * 0.5 * (1 + Math.random()));
}

/** stripe-node's `_shouldRetry` for a response: the header decides first, then 409 and 5xx. */
function shouldRetry(response: Response): boolean {
  const advice = response.headers.get('stripe-should-retry');
  if (advice === 'false') return false;
  if (advice === 'true') return true;
  return response.status === 409 || response.status >= 500;
}

async function errorOf(response: Response): Promise<StripeApiError> {
  const requestId = response.headers.get('request-id') ?? undefined;
  let body: { error?: { type?: string; code?: string; message?: string } } | undefined;
  try {
    body = (await response.json()) as typeof body;
  } catch {
    body = undefined;
  }
  const error = body?.error;
  return new StripeApiError({
    status: response.status,
    type: error?.type ?? 'api_error',
    ...(error?.code ? { code: error.code } : {}),
    message: error?.message ?? `Stripe answered ${response.status}`,
    ...(requestId ? { requestId } : {}),
  });
}

export function createStripeClient(options: TStripeClientOptions): TStripeClient {
  const origin = (options.apiUrl ?? STRIPE_API_ORIGIN).replace(/\/$/, '');
  const baseHeaders = {
    Accept: 'application/json',
    Authorization: `Bearer ${options.secretKey}`,
    'Stripe-Version': STRIPE_API_VERSION,
    'User-Agent': 'Stripe/v1 Skillway (fetch)',
  };

  return {
    async request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, { form, idempotencyKey }: TRequestOptions = {}): Promise<T> {
      const query = method === 'POST' || !form ? '' : encodeForm(form);
      const url = `${origin}${path}${query ? `?${query}` : ''}`;
      const headers: Record<string, string> = { ...baseHeaders };
      let body: string | undefined;
      if (method === 'POST') {
        body = form ? encodeForm(form) : '';
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        // stripe-node keys every POST so its retry (or Stripe's replay) is applied once.
        headers['Idempotency-Key'] = idempotencyKey ?? `stripe-node-retry-${randomUUID()}`;
      }
      for (let attempt = 0; ; attempt += 1) {
        let response: Response;
        try {
          response = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }), signal: AbortSignal.timeout(TIMEOUT_MS) });
        } catch (cause) {
          if (attempt < MAX_RETRIES) {
            await sleep(retryDelay());
            continue;
          }
          throw new StripeApiError({ status: 0, type: 'connection_error', message: `Could not reach Stripe: ${(cause as Error).message}` }, { cause });
        }
        if (response.ok) return (await response.json()) as T;
        if (attempt < MAX_RETRIES && shouldRetry(response)) {
          await response.body?.cancel();
          await sleep(retryDelay());
          continue;
        }
        throw await errorOf(response);
      }
    },
  };
}
