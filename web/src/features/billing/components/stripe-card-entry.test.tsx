import type { ReactNode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_STATE, MSG } from '@skillway/shared';
import { accountStatus, billingServer } from '../../../test/billing-fixtures';
import { signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { activateLocale } from '../../../i18n/language';
import { activateTestSourceLocale } from '../../../test/i18n-wrapper';
import { PaymentPanel } from './payment-panel';

/**
 * Stripe Elements stand-ins (the real ones load js.stripe.com): the card field reports itself complete when typed
 * in, and confirmCardSetup answers as the test says.
 */
const stripe = vi.hoisted(() => {
  const confirmCardSetup = vi.fn();
  // Stripe's hooks answer the same instances on every render.
  return {
    confirmCardSetup,
    loadStripe: vi.fn(),
    instance: { confirmCardSetup },
    elements: { getElement: () => ({ kind: 'card-element' }) },
    /** The options each render of Elements was given. */
    elementsOptions: [] as unknown[],
  };
});
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options?: unknown }) => {
    stripe.elementsOptions.push(options);
    return <>{children}</>;
  },
  useStripe: () => stripe.instance,
  useElements: () => stripe.elements,
  CardElement: ({ onChange }: { onChange: (event: { complete: boolean; error?: { message: string } }) => void }) => (
    <input aria-label="Card details" onChange={() => onChange({ complete: true })} />
  ),
}));

beforeEach(() => {
  notifications.clean();
  stripe.confirmCardSetup.mockReset();
  stripe.loadStripe.mockReset().mockResolvedValue({});
  stripe.elementsOptions.length = 0;
});

afterEach(() => {
  activateTestSourceLocale();
});

function open() {
  signInAs(2);
  const server = billingServer(accountStatus(COMPANY_STATE.FREE_TRIAL), {
    overrides: {
      '/v1/stripe/payment-secret': () => ({
        status: 200,
        body: {
          data: {
            setup_intent_secret: 'seti_9_secret_abc',
            setup_intent_id: 'seti_9',
            mode: 'stripe',
            publishable_key: 'pk_test_123',
            confirm_url: null,
          },
        },
      }),
    },
  });
  mockFetch(server.handler);
  renderWithApp(<PaymentPanel kind="sign_up" status={accountStatus(COMPANY_STATE.FREE_TRIAL)} onClose={() => {}} />, {
    mantineEnv: 'test',
  });
  return server;
}

async function fillIn() {
  const form = await screen.findByRole('form', { name: 'Sign Up' });
  const set = (label: RegExp, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  set(/^Cardholder Name/, 'Ada Admin');
  set(/^Address Line 1/, '1 High Street');
  set(/^City/, 'Leeds');
  set(/^County/, 'West Yorkshire');
  set(/^Postcode/, 'LS1 4AP');
  fireEvent.change(await within(form).findByLabelText('Card details'), { target: { value: 'x' } });
  const submit = within(form).getByRole('button', { name: 'Sign Up' }) as HTMLButtonElement;
  await waitFor(() => expect(submit.disabled).toBe(false));
  return { form, submit };
}

describe('the Sign Up panel with Stripe Elements', () => {
  it('loads Stripe with the publishable key, confirms the SetupIntent with the billing details and subscribes', async () => {
    stripe.confirmCardSetup.mockResolvedValue({ setupIntent: { payment_method: 'pm_stripe_1' } });
    const server = open();
    const { submit } = await fillIn();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    fireEvent.click(submit);
    await waitFor(() => expect(server.posted.find((p) => p.path === '/v1/company/payment')).toBeTruthy());
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_9_secret_abc', {
      payment_method: {
        card: { kind: 'card-element' },
        billing_details: {
          name: 'Ada Admin',
          address: { line1: '1 High Street', city: 'Leeds', state: 'West Yorkshire', postal_code: 'LS1 4AP' },
        },
      },
    });
    expect(server.posted.find((p) => p.path === '/v1/company/payment')?.body).toMatchObject({
      token: 'pm_stripe_1',
      banding: 1,
      payment_method: 2,
    });
    expect(await screen.findByText(MSG.ACCOUNT_UPGRADED)).toBeTruthy();
  });

  it("says Payment Method Declined on Stripe's card error and sends nothing", async () => {
    stripe.confirmCardSetup.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
    const server = open();
    const { form, submit } = await fillIn();
    fireEvent.click(submit);
    expect(await within(form).findByText(MSG.PAYMENT_DECLINED)).toBeTruthy();
    expect(server.posted.find((p) => p.path === '/v1/company/payment')).toBeUndefined();
  });

  it("mounts Stripe's card field in the active language: English (UK), Polish, Spanish (issue 34)", async () => {
    open();
    expect(await screen.findByLabelText('Card details')).toBeTruthy();
    expect(stripe.elementsOptions.at(-1)).toEqual({ locale: 'en-GB' });

    await act(() => activateLocale('pl'));
    await waitFor(() => expect(stripe.elementsOptions.at(-1)).toEqual({ locale: 'pl' }));
    expect(await screen.findByLabelText('Card details')).toBeTruthy();

    await act(() => activateLocale('es'));
    await waitFor(() => expect(stripe.elementsOptions.at(-1)).toEqual({ locale: 'es' }));
  });
});
