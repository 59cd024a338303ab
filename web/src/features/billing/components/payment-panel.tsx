import { useCallback, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
import { specText } from '../../../i18n/spec-text';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSubscribe } from '../api/mutations';
import { useBillingDetails, usePaymentSecret, usePlanCost } from '../api/queries';
import { CardEntry } from './card-entry';
import { CardDeclinedError, type TCardState } from './card-entry-types';
import { CostBreakdown } from './cost-breakdown';

/** 'sign_up': choose the band and frequency; 'make_payment': pay the company's current plan with a new card. */
export type TPaymentPanelKind = 'sign_up' | 'make_payment';

const TITLE: Record<TPaymentPanelKind, MessageDescriptor> = { sign_up: msg`Sign Up`, make_payment: msg`Make Payment` };

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
  return { options: options.map((option) => ({ value: String(option.id), label: specText(option.name) })), current };
}

interface TPaymentFormProps {
  kind: TPaymentPanelKind;
  status: TAccountStatus;
  details: TBillingDetails | undefined;
  onDone: () => void;
}

function PaymentForm({ kind, status, details, onDone }: TPaymentFormProps) {
  const { t } = useLingui();
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
    setCardError(specText(MSG.PAYMENT_DECLINED));
    notifyError(specText(MSG.PAYMENT_DECLINED));
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
      else notifyError(specText(MSG.TRY_AGAIN_LATER));
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
          notifySuccess(specText(answer.message ?? MSG.ACCOUNT_UPGRADED));
          onDone();
        },
        onError: (error) => {
          void secret.refetch();
          if (isApiError(error) && (error.errors.token || error.message === MSG.PAYMENT_DECLINED)) declined();
          else showServerErrors(form, error, { fallback: specText(MSG.TRY_AGAIN_LATER), fieldMap: FIELD_MAP });
        },
      },
    );
  });

  const bandOptions = status.upgrade_options
    .map((id) => bandById(id))
    .filter((band) => band !== undefined)
    .map((band) => ({ value: String(band.id), label: specText(band.name) }));
  const title = t(TITLE[kind]);
  // 'monthly' or 'annually', inside a sentence.
  const billed = specText(PAYMENT_METHOD_NAME[paymentMethod]).toLowerCase();
  const planBanding = specText(status.banding_description);
  const planProduct = specText(status.product_description || productName(contractOfPaymentMethod(paymentMethod)));

  return (
    <PanelForm
      label={title}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={title}
      submitting={submitting}
      submitDisabled={!complete}
    >
      <TextInput
        label={t`Cardholder Name`}
        required
        autoComplete="cc-name"
        data-autofocus
        {...form.getInputProps('name')}
      />
      <TextInput label={t`Address Line 1`} required autoComplete="address-line1" {...form.getInputProps('line1')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label={t`City`} required autoComplete="address-level2" {...form.getInputProps('city')} />
        <TextInput label={t`County`} autoComplete="address-level1" {...form.getInputProps('county')} />
      </SimpleGrid>
      <TextInput label={t`Postcode`} required autoComplete="postal-code" {...form.getInputProps('postcode')} />
      {choosing ? (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Select
              label={t`Number of Employees`}
              required
              allowDeselect={false}
              data={bandOptions}
              {...form.getInputProps('banding')}
            />
            <Select
              label={t`Product`}
              required
              allowDeselect={false}
              data={products.options}
              {...form.getInputProps('product_option')}
            />
          </SimpleGrid>
          <Text size="sm">
            {product === PRODUCT.PAID_TRIAL ? (
              <Trans>
                Billed {billed} for <Plural value={PAID_TRIAL_MONTHS} one="# month" other="# months" />; the paid trial
                then ends.
              </Trans>
            ) : (
              <Trans>
                Billed {billed} for <Plural value={CONTRACT_MONTHS} one="# month" other="# months" />.
              </Trans>
            )}
          </Text>
        </>
      ) : (
        <Text size="sm">
          <Trans>
            Plan: {planBanding}, {planProduct}, billed {billed}.
          </Trans>
        </Text>
      )}
      <CostBreakdown
        title={choosing ? t`Price breakdown` : t`Amount due`}
        cost={cost.data}
        loading={cost.isFetching}
        failed={cost.isError}
        onRetry={cost.refetch}
      />
      {secret.isError && <Alert color="red">{specText(MSG.TRY_AGAIN_LATER)}</Alert>}
      {secret.data ? (
        <CardEntry
          secret={secret.data}
          onChange={setCard}
          onEdit={onCardEdit}
          disabled={submitting}
          error={cardError}
        />
      ) : (
        secret.isPending && <Loader role="img" size="sm" aria-label={t`Preparing the card form`} />
      )}
      <Text size="sm">
        {kind === 'sign_up' ? (
          <Trans>
            By signing up you agree to our{' '}
            <AnchorLink to="/terms" target="_blank" rel="noopener">
              Terms and Conditions
            </AnchorLink>
            .
          </Trans>
        ) : (
          <Trans>
            By paying you agree to our{' '}
            <AnchorLink to="/terms" target="_blank" rel="noopener">
              Terms and Conditions
            </AnchorLink>
            .
          </Trans>
        )}
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
  const { t } = useLingui();
  return (
    <SidePanel opened={kind !== null} onClose={onClose} title={kind ? t(TITLE[kind]) : ''}>
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
  const { t } = useLingui();
  const details = useBillingDetails();
  // The form starts from the details as stored now: a copy cached before the last Sign Up (empty, or older) is
  // refetched when the panel opens, and the form waits for that answer rather than starting from the stale copy.
  if (details.isPending || (details.isFetching && !details.isFetchedAfterMount)) {
    return <Loader role="img" size="sm" aria-label={t`Loading`} />;
  }
  return (
    <Stack gap="md">
      <PaymentForm kind={kind} status={status} details={details.data} onDone={onDone} />
    </Stack>
  );
}
