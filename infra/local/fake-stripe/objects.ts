import type { TFakeState, TObj, TSub } from './state';

/** Stored objects as Stripe answers them: without the fields only the fake keeps. */

export function publicSub(sub: TSub): TObj {
  const { pending_proration: _pending, ...rest } = sub;
  return rest;
}

export function publicPm(pm: TFakeState['paymentMethods'][string]): TObj {
  const { behaviour: _behaviour, ...rest } = pm;
  return rest;
}
