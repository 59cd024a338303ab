import { useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Input } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { formatLocale } from '../../../lib/format-date';
import { CardDeclinedError, type TCardHolder, type TCardState } from './card-entry-types';

/** One Stripe.js per publishable key for the page's life (loading it adds Stripe's script once). */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

interface TStripeCardEntryProps {
  publishableKey: string;
  secret: string;
  onChange: (state: TCardState) => void;
  onEdit: () => void;
  disabled?: boolean;
  error?: string;
}

function CardField({ secret, onChange, onEdit, disabled, error }: Omit<TStripeCardEntryProps, 'publishableKey'>) {
  const { t } = useLingui();
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();

  useEffect(() => {
    if (!stripe || !elements || !complete) {
      onChange({ complete: false, confirm: null });
      return;
    }
    onChange({
      complete: true,
      confirm: async (holder: TCardHolder) => {
        const card = elements.getElement(CardElement);
        if (!card) throw new Error('the card field is gone');
        const result = await stripe.confirmCardSetup(secret, {
          payment_method: {
            card,
            billing_details: {
              name: holder.name,
              address: { line1: holder.line1, city: holder.city, state: holder.county, postal_code: holder.postcode },
            },
          },
        });
        if (result.error) {
          if (result.error.type === 'card_error') throw new CardDeclinedError(result.error.message ?? 'declined');
          throw new Error(result.error.message ?? 'card setup failed');
        }
        const method = result.setupIntent.payment_method;
        if (!method) throw new Error('no payment method');
        return typeof method === 'string' ? method : method.id;
      },
    });
  }, [stripe, elements, complete, secret, onChange]);

  return (
    <Input.Wrapper label={t`Card`} required error={error ?? fieldError}>
      <Input
        component="div"
        pt={10}
        error={Boolean(error ?? fieldError)}
        disabled={disabled}
        styles={{ input: { height: 'auto', minHeight: 36 } }}
      >
        <CardElement
          options={{ hidePostalCode: true, disabled, style: { base: { fontSize: '16px' } } }}
          onChange={(event) => {
            setComplete(event.complete);
            setFieldError(event.error?.message);
            onEdit();
          }}
        />
      </Input>
    </Input.Wrapper>
  );
}

/**
 * The card on AWS: Stripe Elements' card field, confirmed with the SetupIntent. Lazy-loaded by the card panels
 * only, so Stripe's code reaches no other screen.
 */
export default function StripeCardEntry({ publishableKey, ...props }: TStripeCardEntryProps) {
  const { i18n } = useLingui();
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  // The card field's placeholders and Stripe's own messages in the active language (Stripe speaks all three; the
  // test locale is English). Stripe takes the locale once, so a change of language mounts the field afresh.
  const locale = formatLocale(i18n.locale);
  return (
    <Elements key={locale} stripe={stripe} options={{ locale }}>
      <CardField {...props} />
    </Elements>
  );
}
