import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** The fake Stripe's objects, kept in DATA_DIR/stripe.json across restarts of the local product. */

export type TCardBehaviour = 'succeeds' | 'declined' | 'charge_fails';

export type TObj = Record<string, unknown>;

export interface TFakeState {
  webhookSecret: string;
  customers: Record<string, TObj>;
  idempotency: Record<string, string>;
  setupIntents: Record<string, TObj>;
  paymentMethods: Record<string, TObj & { behaviour: TCardBehaviour }>;
  products: Record<string, TObj>;
  subscriptions: Record<string, TSub>;
  invoices: Record<string, TObj>;
}

/** A subscription as stored: the Stripe object plus what the fake needs to bill it. */
export interface TSub extends TObj {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  metadata: Record<string, string>;
  items: { object: 'list'; data: TSubItem[] };
  /** Pence added to the next invoice by prorated changes. */
  pending_proration: number;
}

export interface TSubItem extends TObj {
  id: string;
  current_period_start: number;
  current_period_end: number;
  price: {
    id: string;
    currency: string;
    product: string;
    unit_amount: number;
    recurring: { interval: 'month' | 'year' };
  };
}

/** An error answer as Stripe shapes it (`{ error: body }` with the status). */
export class StripeFail extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; message: string; param?: string; decline_code?: string },
  ) {
    super(body.message);
  }
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
export const nowS = () => Math.floor(Date.now() / 1000);

/** A stored object by id, or Stripe's 404 `resource_missing` naming the parameter. */
export function getOrFail<T>(table: Record<string, T>, id: string, param = 'id'): T {
  const found = table[id];
  if (!found) {
    throw new StripeFail(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param,
      message: `No such object: '${id}'`,
    });
  }
  return found;
}

export async function loadFakeState(file: string): Promise<TFakeState> {
  let stored: Partial<TFakeState> = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as Partial<TFakeState>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return {
    webhookSecret: stored.webhookSecret ?? `whsec_${randomBytes(24).toString('base64url')}`,
    customers: stored.customers ?? {},
    idempotency: stored.idempotency ?? {},
    setupIntents: stored.setupIntents ?? {},
    paymentMethods: stored.paymentMethods ?? {},
    products: stored.products ?? {},
    subscriptions: stored.subscriptions ?? {},
    invoices: stored.invoices ?? {},
  };
}

/** Saves the state after each change, one write at a time, atomically (a temporary file renamed over the old). */
export function stateSaver(state: TFakeState, file: string): () => Promise<void> {
  let saving = Promise.resolve();
  return () => {
    saving = saving.then(async () => {
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(state), { mode: 0o600 });
      await rename(temporary, file);
    });
    return saving;
  };
}
