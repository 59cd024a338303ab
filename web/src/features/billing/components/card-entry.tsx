import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Loader } from '@mantine/core';
import { BILLING_MODE, type TPaymentSecret } from '@skillway/shared';
import type { TCardState } from './card-entry-types';
import { LocalCardEntry } from './local-card-entry';

const StripeCardEntry = lazy(() => import('./stripe-card-entry'));

interface TCardEntryProps {
  secret: TPaymentSecret;
  onChange: (state: TCardState) => void;
  /** A card field changed. */
  onEdit: () => void;
  disabled?: boolean;
  error?: string;
}

/**
 * The card fields of a payment panel, as the payment secret says to collect them: the plain card form against
 * the local fake Stripe, or Stripe Elements (loaded only here) with the publishable key.
 */
export function CardEntry({ secret, onChange, onEdit, disabled, error }: TCardEntryProps) {
  const { t } = useLingui();
  if (secret.mode === BILLING_MODE.STRIPE && secret.publishable_key) {
    return (
      <Suspense fallback={<Loader role="img" size="sm" aria-label={t`Loading the card field`} />}>
        <StripeCardEntry
          publishableKey={secret.publishable_key}
          secret={secret.setup_intent_secret}
          onChange={onChange}
          onEdit={onEdit}
          disabled={disabled}
          error={error}
        />
      </Suspense>
    );
  }
  return (
    <LocalCardEntry
      secret={secret.setup_intent_secret}
      confirmUrl={secret.confirm_url ?? '/_local/stripe/confirm'}
      onChange={onChange}
      onEdit={onEdit}
      disabled={disabled}
      error={error}
    />
  );
}
