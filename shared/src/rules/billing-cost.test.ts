import { describe, expect, it } from 'vitest';
import { ANNUAL_DISCOUNT, BAND_MONTHLY_PRICE, PRICE_TABLE, VAT_RATE } from '../constants/billing';
import { BANDS, PAYMENT_METHOD } from '../constants/company';
import { daysLeft, planCost, planTotalPence, upgradeCost } from './billing-cost';

const round2 = (n: number) => Math.round(n * 100) / 100;

describe('planCost: every band and billing frequency', () => {
  for (const band of BANDS) {
    const monthly = BAND_MONTHLY_PRICE[band.id]!;

    it(`band ${band.id}, monthly: one month at list price plus VAT`, () => {
      const cost = planCost(band.id, PAYMENT_METHOD.MONTHLY);
      expect(cost).toEqual({
        gross: monthly,
        discount: 0,
        net: monthly,
        vat: round2(monthly * VAT_RATE),
        total: round2(monthly * (1 + VAT_RATE)),
        new_price: monthly,
        new_price_discount: monthly,
        days: 0,
        refund: 0,
        payment_method: 1,
      });
      expect(planTotalPence(band.id, 1)).toBe(Math.round(cost.total * 100));
    });

    it(`band ${band.id}, annual: twelve months less 10%, plus VAT`, () => {
      const cost = planCost(band.id, PAYMENT_METHOD.ANNUAL);
      const gross = monthly * 12;
      const net = round2(gross * (1 - ANNUAL_DISCOUNT));
      expect(PRICE_TABLE[band.id]![2]).toBe(gross);
      expect(cost).toEqual({
        gross,
        discount: round2(gross * ANNUAL_DISCOUNT),
        net,
        vat: round2(net * VAT_RATE),
        total: round2(net * (1 + VAT_RATE)),
        new_price: gross,
        new_price_discount: net,
        days: 0,
        refund: 0,
        payment_method: 2,
      });
      expect(planTotalPence(band.id, 2)).toBe(Math.round(cost.total * 100));
    });
  }

  it('pins the amounts of band 1 (£49 a month)', () => {
    expect(planCost(1, 1)).toMatchObject({ gross: 49, vat: 9.8, total: 58.8 });
    expect(planCost(1, 2)).toMatchObject({ gross: 588, discount: 58.8, net: 529.2, vat: 105.84, total: 635.04 });
  });

  it('refuses an unknown band', () => {
    expect(() => planCost(6, 1)).toThrow(RangeError);
  });
});

describe('upgradeCost: pro-rata, charged on the next payment', () => {
  const periodStart = new Date('2026-01-01T00:00:00Z');

  it('monthly: the price difference for the days left, no refund', () => {
    const periodEnd = new Date('2026-01-31T00:00:00Z'); // 30 days
    const now = new Date('2026-01-16T00:00:00Z'); // 15 days left
    const cost = upgradeCost({ fromBanding: 1, toBanding: 2, paymentMethod: 1, periodStart, periodEnd, now });
    // (99 − 49) × 15/30 = 25
    expect(cost).toEqual({
      gross: 25,
      discount: 0,
      net: 25,
      vat: 5,
      total: 30,
      new_price: 99,
      new_price_discount: 99,
      days: 15,
      refund: 0,
      payment_method: 1,
    });
  });

  it("annual: the new plan for the days left less its discount, the current plan's remaining days refunded", () => {
    const periodEnd = new Date('2027-01-01T00:00:00Z'); // 365 days
    const now = new Date('2026-07-02T00:00:00Z'); // 183 days left
    const cost = upgradeCost({ fromBanding: 2, toBanding: 3, paymentMethod: 2, periodStart, periodEnd, now });
    const share = 183 / 365;
    const gross = round2(179 * 12 * share);
    const refund = round2(99 * 12 * 0.9 * share);
    expect(cost.days).toBe(183);
    expect(cost.gross).toBeCloseTo(gross, 2);
    expect(cost.discount).toBeCloseTo(round2(gross * 0.1), 2);
    expect(cost.refund).toBeCloseTo(refund, 2);
    expect(cost.net).toBeCloseTo(round2(gross - gross * 0.1 - refund), 2);
    expect(cost.total).toBeCloseTo(round2(cost.net + cost.vat), 2);
    expect(cost.new_price).toBe(179 * 12);
    expect(cost.new_price_discount).toBe(round2(179 * 12 * 0.9));
  });

  for (const band of BANDS.slice(0, -1)) {
    for (const paymentMethod of [1, 2] as const) {
      it(`band ${band.id} → ${band.id + 1}, ${paymentMethod === 1 ? 'monthly' : 'annual'}: positive, total = net + VAT`, () => {
        const periodEnd = new Date(periodStart);
        periodEnd.setUTCMonth(periodEnd.getUTCMonth() + (paymentMethod === 1 ? 1 : 12));
        const now = new Date((periodStart.getTime() + periodEnd.getTime()) / 2);
        const cost = upgradeCost({
          fromBanding: band.id,
          toBanding: band.id + 1,
          paymentMethod,
          periodStart,
          periodEnd,
          now,
        });
        expect(cost.net).toBeGreaterThan(0);
        expect(cost.vat).toBeCloseTo(round2(cost.net * VAT_RATE), 2);
        expect(cost.total).toBeCloseTo(round2(cost.net + cost.vat), 2);
        expect(cost.refund > 0).toBe(paymentMethod === 2);
      });
    }
  }

  it('counts a started day and never more than the period', () => {
    const end = new Date('2026-01-31T00:00:00Z');
    expect(daysLeft(periodStart, end, new Date('2026-01-30T12:00:00Z'))).toEqual({ days: 1, periodDays: 30 });
    expect(daysLeft(periodStart, end, new Date('2025-12-01T00:00:00Z')).days).toBe(30);
    expect(daysLeft(periodStart, end, new Date('2026-02-05T00:00:00Z')).days).toBe(0);
  });
});
