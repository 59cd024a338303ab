import { useCallback, useState } from 'react';
import { Alert, Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CONTRACT_MONTHS,
  MSG,
  PAID_TRIAL_MONTHS,
  PAYMENT_METHOD_NAME,
  PRODUCT,
  PRODUCT_OPTIONS,
  SUSPENSION_REASON,
  bandById,
  contractOfPaymentMethod,
  paymentMethodOfProduct,
  productName,
  type TAccountStatus,
  type TBillingDetails,
} from '@skillway/shared';
import { isApiError } from '../../../api';
import { AnchorLink } from '../../../components/links/anchor-link';
import { PanelForm } from '../../../components/panel-form';
import { SidePanel } from '../../../components/side-panel';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSubscribe } from '../api/mutations';
import { useBillingDetails, usePaymentSecret, usePlanCost } from '../api/queries';
import { CardEntry } from './card-entry';
import { CardDeclinedError, type TCardState } from './card-entry-types';
import { CostBreakdown } from './cost-breakdown';

/** 'sign_up': choose the band and frequency; 'make_payment': pay the company's current plan with a new card. */
export type TPaymentPanelKind = 'sign_up' | 'make_payment';

const TITLE: Record<TPaymentPanelKind, string> = { sign_up: 'Sign Up', make_payment: 'Make Payment' };

/** The server's billing-address field names, as the form calls them. */
const FIELD_MAP = {
  'billing.name': 'name',
  'billing.address.line1': 'line1',
  'billing.address.city': 'city',
  'billing.address.state': 'county',
  'billing.address.postal_code': 'postcode',
};

/**
 * Whether the panel starts a new subscription (and so offers the products): Sign Up, and Make Payment once the
 * last subscription has ended; Make Payment of an unpaid invoice pays the plan as it is.
 */
function startsSubscription(kind: TPaymentPanelKind, status: TAccountStatus): boolean {
  return kind === 'sign_up' || status.suspension_reason === SUSPENSION_REASON.SUBSCRIPTION_ENDED;
}

/**
 * The products on offer: all three to a company that has never subscribed; the paid trial is for new accounts only.
 * The first pick is the product chosen at signup (while on offer), else the contract of the current frequency.
 */
function productChoices(status: TAccountStatus) {
  const options = PRODUCT_OPTIONS.filter(
    (option) => option.id !== PRODUCT.PAID_TRIAL || status.subscription_date === null,
  );
  const current =
    options.find((option) => option.id === status.product_option)?.id ?? contractOfPaymentMethod(status.payment_method);
  return { options: options.map((option) => ({ value: String(option.id), label: option.name })), current };
}

interface TPaymentFormProps {
  kind: TPaymentPanelKind;
  status: TAccountStatus;
  details: TBillingDetails | undefined;
  onDone: () => void;
}

function PaymentForm({ kind, status, details, onDone }: TPaymentFormProps) {
  const choosing = startsSubscription(kind, status);
  const products = productChoices(status);
  const secret = usePaymentSecret();
  const subscribe = useSubscribe();
  const [card, setCard] = useState<TCardState>({ complete: false, confirm: null });
  const [cardError, setCardError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const onCardEdit = useCallback(() => setCardError(undefined), []);
  const form = useForm({
    initialValues: {
      name: details?.name ?? '',
      line1: details?.address.line1 ?? '',
      city: details?.address.city ?? '',
      county: details?.address.state ?? '',
      postcode: details?.address.postal_code ?? '',
      banding: String(status.banding),
      product_option: String(products.current),
    },
  });
  const values = form.getValues();
  const banding = Number(values.banding) || null;
  const product = choosing ? Number(values.product_option) : null;
  const paymentMethod = product !== null ? paymentMethodOfProduct(product) : status.payment_method === 1 ? 1 : 2;
  const cost = usePlanCost(banding, paymentMethod);
  const submitting = confirming || subscribe.isPending;

  const filled = [values.name, values.line1, values.city, values.postcode].every((text) => text.trim() !== '');
  const complete = filled && banding !== null && card.complete && card.confirm !== null && cost.data !== undefined;

  const declined = () => {
    setCardError(MSG.PAYMENT_DECLINED);
    notifyError(MSG.PAYMENT_DECLINED);
  };

  const submit = form.onSubmit(async (v) => {
    if (!card.confirm || !banding) return;
    const holder = {
      name: v.name.trim(),
      line1: v.line1.trim(),
      city: v.city.trim(),
      county: v.county.trim(),
      postcode: v.postcode.trim(),
    };
    setConfirming(true);
    let token: string;
    try {
      token = await card.confirm(holder);
    } catch (error) {
      if (error instanceof CardDeclinedError) declined();
      else notifyError(MSG.TRY_AGAIN_LATER);
      // A SetupIntent is confirmed once: the next try gets a fresh one.
      void secret.refetch();
      return;
    } finally {
      setConfirming(false);
    }
    subscribe.mutate(
      {
        token,
        banding,
        payment_method: paymentMethod,
        ...(product !== null ? { product_option: product } : {}),
        billing: {
          name: holder.name,
          address: { line1: holder.line1, city: holder.city, state: holder.county, postal_code: holder.postcode },
        },
      },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message ?? MSG.ACCOUNT_UPGRADED);
          onDone();
        },
        onError: (error) => {
          void secret.refetch();
          if (isApiError(error) && (error.errors.token || error.message === MSG.PAYMENT_DECLINED)) declined();
          else showServerErrors(form, error, { fallback: MSG.TRY_AGAIN_LATER, fieldMap: FIELD_MAP });
        },
      },
    );
  });

  const bandOptions = status.upgrade_options
    .map((id) => bandById(id))
    .filter((band) => band !== undefined)
    .map((band) => ({ value: String(band.id), label: band.name }));

  return (
    <PanelForm
      label={TITLE[kind]}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={TITLE[kind]}
      submitting={submitting}
      submitDisabled={!complete}
    >
      <TextInput
        label="Cardholder Name"
        required
        autoComplete="cc-name"
        data-autofocus
        {...form.getInputProps('name')}
      />
      <TextInput label="Address Line 1" required autoComplete="address-line1" {...form.getInputProps('line1')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label="City" required autoComplete="address-level2" {...form.getInputProps('city')} />
        <TextInput label="County" autoComplete="address-level1" {...form.getInputProps('county')} />
      </SimpleGrid>
      <TextInput label="Postcode" required autoComplete="postal-code" {...form.getInputProps('postcode')} />
      {choosing ? (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Select
              label="Number of Employees"
              required
              allowDeselect={false}
              data={bandOptions}
              {...form.getInputProps('banding')}
            />
            <Select
              label="Product"
              required
              allowDeselect={false}
              data={products.options}
              {...form.getInputProps('product_option')}
            />
          </SimpleGrid>
          <Text size="sm">
            Billed {PAYMENT_METHOD_NAME[paymentMethod].toLowerCase()}
            {product === PRODUCT.PAID_TRIAL
              ? ` for ${PAID_TRIAL_MONTHS} months; the paid trial then ends.`
              : ` for ${CONTRACT_MONTHS} months.`}
          </Text>
        </>
      ) : (
        <Text size="sm">
          Plan: {status.banding_description},{' '}
          {status.product_description || productName(contractOfPaymentMethod(paymentMethod))}, billed{' '}
          {PAYMENT_METHOD_NAME[paymentMethod].toLowerCase()}.
        </Text>
      )}
      <CostBreakdown
        title={choosing ? 'Price breakdown' : 'Amount due'}
        cost={cost.data}
        loading={cost.isFetching}
        failed={cost.isError}
        onRetry={cost.refetch}
      />
      {secret.isError && <Alert color="red">{MSG.TRY_AGAIN_LATER}</Alert>}
      {secret.data ? (
        <CardEntry
          secret={secret.data}
          onChange={setCard}
          onEdit={onCardEdit}
          disabled={submitting}
          error={cardError}
        />
      ) : (
        secret.isPending && <Loader role="img" size="sm" aria-label="Preparing the card form" />
      )}
      <Text size="sm">
        {kind === 'sign_up' ? 'By signing up' : 'By paying'} you agree to our{' '}
        <AnchorLink to="/terms" target="_blank" rel="noopener">
          Terms and Conditions
        </AnchorLink>
        .
      </Text>
    </PanelForm>
  );
}

interface TPaymentPanelProps {
  kind: TPaymentPanelKind | null;
  status: TAccountStatus;
  onClose: () => void;
}

/**
 * Sign Up (cardholder name and address, number of employees, billing frequency, price breakdown, card, terms) and
 * Make Payment (the same card flow for the company's plan). Sign Up stays off until everything is filled in.
 */
export function PaymentPanel({ kind, status, onClose }: TPaymentPanelProps) {
  return (
    <SidePanel opened={kind !== null} onClose={onClose} title={kind ? TITLE[kind] : ''}>
      {kind && <PaymentPanelBody kind={kind} status={status} onDone={onClose} />}
    </SidePanel>
  );
}

function PaymentPanelBody({
  kind,
  status,
  onDone,
}: {
  kind: TPaymentPanelKind;
  status: TAccountStatus;
  onDone: () => void;
}) {
  const details = useBillingDetails();
  // The form starts from the details as stored now: a copy cached before the last Sign Up (empty, or older) is
  // refetched when the panel opens, and the form waits for that answer rather than starting from the stale copy.
  if (details.isPending || (details.isFetching && !details.isFetchedAfterMount)) {
    return <Loader role="img" size="sm" aria-label="Loading" />;
  }
  return (
    <Stack gap="md">
      <PaymentForm kind={kind} status={status} details={details.data} onDone={onDone} />
    </Stack>
  );
}
