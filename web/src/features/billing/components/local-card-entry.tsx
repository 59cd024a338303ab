import { useEffect, useState } from 'react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, TextInput } from '@mantine/core';
import { CardDeclinedError, type TCardHolder, type TCardState } from './card-entry-types';

interface TLocalCard {
  number: string;
  expiry: string;
  cvc: string;
}

const digits = (text: string) => text.replace(/\D/g, '');

/** The card number in groups of four, as printed on the card. */
function groupNumber(text: string): string {
  return digits(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY, the slash added after the month. */
function formatExpiry(text: string): string {
  const d = digits(text).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** The Luhn check every card number passes. */
function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let n = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/**
 * MM/YY of a card still valid this month. The month is UTC's, as the fake Stripe checks it: by the viewer's own
 * calendar a card ending in December was refused east of UTC on 1 January while the fake Stripe still took it (and
 * taken west of UTC when the fake Stripe already refused it).
 */
function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return null;
  const now = new Date();
  const thisYear = now.getUTCFullYear();
  if (year < thisYear || (year === thisYear && month < now.getUTCMonth() + 1)) return null;
  return { month, year };
}

const NUMBER_INVALID = msg`The card number is invalid.`;
const EXPIRY_INVALID = msg`The expiry date is invalid.`;

/** Which fields are wrong enough to say so (only once the field has something in it). */
export function localCardErrors(card: TLocalCard): Partial<Record<keyof TLocalCard, string>> {
  const errors: Partial<Record<keyof TLocalCard, string>> = {};
  const number = digits(card.number);
  if (number.length >= 13 && !luhnValid(number)) errors.number = i18n._(NUMBER_INVALID);
  if (card.expiry.length === 5 && !parseExpiry(card.expiry)) errors.expiry = i18n._(EXPIRY_INVALID);
  return errors;
}

export function localCardComplete(card: TLocalCard): boolean {
  const number = digits(card.number);
  return number.length >= 13 && luhnValid(number) && parseExpiry(card.expiry) !== null && /^\d{3,4}$/.test(card.cvc);
}

/** The fake Stripe's answer to a card confirmation. */
interface TConfirmAnswer {
  payment_method?: string;
  error?: { code?: string; message?: string };
}

/**
 * Confirms the SetupIntent against the local fake Stripe (no internet on the local stack): the card travels as
 * JSON to its confirm URL; a declined card is 402.
 */
async function confirmLocally(url: string, secret: string, card: TLocalCard, holder: TCardHolder): Promise<string> {
  const expiry = parseExpiry(card.expiry);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      setup_intent_secret: secret,
      number: digits(card.number),
      exp_month: expiry?.month,
      exp_year: expiry?.year,
      cvc: card.cvc,
      name: holder.name,
    }),
  });
  const answer = (await response.json().catch(() => ({}))) as TConfirmAnswer;
  if (response.status === 402 || answer.error?.code === 'card_declined') {
    throw new CardDeclinedError(answer.error?.message ?? 'Your card was declined.');
  }
  if (!response.ok || !answer.payment_method)
    throw new Error(answer.error?.message ?? `card confirmation failed (${response.status})`);
  return answer.payment_method;
}

interface TLocalCardEntryProps {
  secret: string;
  confirmUrl: string;
  onChange: (state: TCardState) => void;
  /** The person changed a card field (a declined message no longer applies). */
  onEdit: () => void;
  disabled?: boolean;
  /** The card was declined: shown under the number. */
  error?: string;
}

/** The local stack's plain card form: number, expiry (MM/YY) and CVC; try Stripe's test cards (4242 4242 4242 4242). */
export function LocalCardEntry({ secret, confirmUrl, onChange, onEdit, disabled, error }: TLocalCardEntryProps) {
  const { t } = useLingui();
  const [card, setCard] = useState<TLocalCard>({ number: '', expiry: '', cvc: '' });
  const edit = (change: Partial<TLocalCard>) => {
    setCard((c) => ({ ...c, ...change }));
    onEdit();
  };
  const complete = localCardComplete(card);
  const errors = localCardErrors(card);

  useEffect(() => {
    onChange({ complete, confirm: complete ? (holder) => confirmLocally(confirmUrl, secret, card, holder) : null });
  }, [complete, card, confirmUrl, secret, onChange]);

  return (
    <>
      <TextInput
        label={t`Card Number`}
        required
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        value={card.number}
        disabled={disabled}
        error={error ?? errors.number}
        onChange={(event) => {
          const number = groupNumber(event.currentTarget.value);
          edit({ number });
        }}
      />
      <Group grow gap="md" align="flex-start">
        <TextInput
          label={t`Expiry (MM/YY)`}
          required
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t`MM/YY`}
          value={card.expiry}
          disabled={disabled}
          error={errors.expiry}
          onChange={(event) => {
            const expiry = formatExpiry(event.currentTarget.value);
            edit({ expiry });
          }}
        />
        <TextInput
          label={t`CVC`}
          required
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={card.cvc}
          disabled={disabled}
          onChange={(event) => {
            const cvc = digits(event.currentTarget.value).slice(0, 4);
            edit({ cvc });
          }}
        />
      </Group>
    </>
  );
}
