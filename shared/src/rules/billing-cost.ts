import { ANNUAL_DISCOUNT, PRICE_TABLE, VAT_RATE, type TPaymentMethod } from '../constants/billing';
import { PAYMENT_METHOD } from '../constants/company';

/**
 * The Cost entity (administration spec section 3): pounds, two decimals.
 * - gross: the price charged for the period (or the pro-rata part of it), before the annual discount, excl. VAT
 * - discount: the annual discount on gross (0 for monthly billing)
 * - net: gross − discount − refund, excl. VAT (what the VAT applies to)
 * - vat: VAT on net
 * - total: net + vat, the amount charged (for an upgrade: added to the next payment)
 * - new_price / new_price_discount: the chosen plan's price per billing period before / after the discount, excl. VAT
 * - days: for an upgrade the days left in the current billing period (0 for a new plan)
 * - refund: annual billing only, the unused part of the current plan for those days, after its discount
 */
export interface TCost {
  gross: number;
  discount: number;
  vat: number;
  net: number;
  new_price: number;
  new_price_discount: number;
  days: number;
  refund: number;
  total: number;
  payment_method: TPaymentMethod;
}

const DAY_MS = 86_400_000;

/** Pence to pounds (two decimals). */
function pounds(pence: number): number {
  return Math.round(pence) / 100;
}

function periodPence(banding: number, paymentMethod: TPaymentMethod): number {
  const row = PRICE_TABLE[banding];
  if (!row) throw new RangeError(`unknown banding ${banding}`);
  return row[paymentMethod] * 100;
}

function discountRate(paymentMethod: TPaymentMethod): number {
  return paymentMethod === PAYMENT_METHOD.ANNUAL ? ANNUAL_DISCOUNT : 0;
}

/** The plan's price per billing period after its discount, excl. VAT, in pence. */
function planNetPence(banding: number, paymentMethod: TPaymentMethod): number {
  const gross = periodPence(banding, paymentMethod);
  return Math.round(gross - gross * discountRate(paymentMethod));
}

/** The amount charged for one billing period of a plan, VAT included, in pence (what each invoice bills). */
export function planTotalPence(banding: number, paymentMethod: TPaymentMethod): number {
  const net = planNetPence(banding, paymentMethod);
  return net + Math.round(net * VAT_RATE);
}

function cost(parts: {
  grossPence: number;
  paymentMethod: TPaymentMethod;
  refundPence: number;
  banding: number;
  days: number;
}): TCost {
  const discount = Math.round(parts.grossPence * discountRate(parts.paymentMethod));
  const net = parts.grossPence - discount - parts.refundPence;
  const vat = Math.round(net * VAT_RATE);
  return {
    gross: pounds(parts.grossPence),
    discount: pounds(discount),
    vat: pounds(vat),
    net: pounds(net),
    new_price: pounds(periodPence(parts.banding, parts.paymentMethod)),
    new_price_discount: pounds(planNetPence(parts.banding, parts.paymentMethod)),
    days: parts.days,
    refund: pounds(parts.refundPence),
    total: pounds(net + vat),
    payment_method: parts.paymentMethod,
  };
}

/** A new plan: the first billing period of `banding` at `paymentMethod`. */
export function planCost(banding: number, paymentMethod: TPaymentMethod): TCost {
  return cost({ grossPence: periodPence(banding, paymentMethod), paymentMethod, refundPence: 0, banding, days: 0 });
}

/** Whole days left from `now` to the period's end (a started day counts), never more than the period. */
export function daysLeft(periodStart: Date, periodEnd: Date, now: Date): { days: number; periodDays: number } {
  const periodDays = Math.max(1, Math.round((periodEnd.getTime() - periodStart.getTime()) / DAY_MS));
  const days = Math.min(periodDays, Math.max(0, Math.ceil((periodEnd.getTime() - now.getTime()) / DAY_MS)));
  return { days, periodDays };
}

/**
 * A pro-rata change of band in the current billing period, charged on the next payment.
 * Monthly billing: the price difference for the days left. Annual billing: the new plan for the days left,
 * less its discount, with the current plan's remaining days refunded (the refund is taken off the net).
 */
export function upgradeCost(input: {
  fromBanding: number;
  toBanding: number;
  paymentMethod: TPaymentMethod;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): TCost {
  const { days, periodDays } = daysLeft(input.periodStart, input.periodEnd, input.now);
  const share = days / periodDays;
  const newGross = periodPence(input.toBanding, input.paymentMethod) * share;
  if (input.paymentMethod === PAYMENT_METHOD.MONTHLY) {
    const oldGross = periodPence(input.fromBanding, input.paymentMethod) * share;
    return cost({
      grossPence: Math.round(newGross - oldGross),
      paymentMethod: input.paymentMethod,
      refundPence: 0,
      banding: input.toBanding,
      days,
    });
  }
  const refund = Math.round(planNetPence(input.fromBanding, input.paymentMethod) * share);
  return cost({
    grossPence: Math.round(newGross),
    paymentMethod: input.paymentMethod,
    refundPence: refund,
    banding: input.toBanding,
    days,
  });
}
