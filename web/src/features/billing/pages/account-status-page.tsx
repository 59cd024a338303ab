import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  ACCOUNT_ACTION,
  COMPANY_STATE,
  COMPANY_STATE_NAME,
  MSG,
  PAID_TRIAL_ENDS_ON,
  PRODUCT,
  SUSPENSION_MESSAGE,
  SUSPENSION_REASON,
  isSuspendedState,
  type TAccountStatus,
  type TCompanyState,
} from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { PageLoader } from '../../../layout/page-loader';
import { confirmAction } from '../../../lib/confirm';
import { formatShortDate } from '../../../lib/format-date';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { InfoField } from '../../companies/components/info-field';
import { useCancelAccount } from '../api/mutations';
import { useAccountStatus } from '../api/queries';
import { accountActions } from '@skillway/shared/rules/account-actions';
import { cancelConfirmation, paymentDateField } from '../components/account-state';
import { ChangeBandingPanel } from '../components/change-banding-panel';
import { PaymentPanel, type TPaymentPanelKind } from '../components/payment-panel';
import { TransactionsCard } from '../components/transactions-card';
import { LoadError } from '../../../components/load-error';

/**
 * Why administration is paused, as the server knows it (suspension_reason): the trial ended, a renewal's payment
 * failed, the subscription ended, or the platform suspended the company with nothing owed (then whom to contact).
 */
function suspensionText(status: Pick<TAccountStatus, 'suspension_reason'>): string {
  return specText(SUSPENSION_MESSAGE[status.suspension_reason ?? SUSPENSION_REASON.PLATFORM]);
}

function stateName(status: TAccountStatus): string {
  const name = status.state_description || COMPANY_STATE_NAME[status.state as TCompanyState];
  return name ? specText(name) : String(status.state);
}

function AccountFigures({ status }: { status: TAccountStatus }) {
  const { t } = useLingui();
  const date = paymentDateField(status);
  const users = status.total_users;
  const maxUsers = status.max_users;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="lg">
      <InfoField label={t`State`} value={stateName(status)} />
      <InfoField label={t`Users`} value={t`${users} of ${maxUsers}`} />
      <InfoField label={t`Banding`} value={specText(status.banding_description)} />
      <InfoField label={t`Subscription Date`} value={formatShortDate(status.subscription_date)} />
      <InfoField label={date.label} value={formatShortDate(date.value)} />
      <InfoField label={t`Product`} value={status.product_description ? specText(status.product_description) : '—'} />
      <InfoField label={t`Billing Frequency`} value={specText(status.payment_method_description)} />
    </SimpleGrid>
  );
}

/**
 * Account Status: the company's state, users against the band maximum, banding, dates and billing frequency, the
 * buttons of the spec's state table (Sign Up, Cancel Account, Upgrade Account, Make Payment) with their panels,
 * and the Transactions list. Reachable while the company is suspended, so an administrator can pay again.
 */
export default function AccountStatusPage() {
  const { t } = useLingui();
  const status = useAccountStatus();
  const cancel = useCancelAccount();
  const [payment, setPayment] = useState<TPaymentPanelKind | null>(null);
  const [banding, setBanding] = useState(false);
  if (status.isPending) return <PageLoader />;
  if (status.isError) return <LoadError onRetry={status.refetch} />;
  const account = status.data;
  const buttons = accountActions(account.state, account.cancel_account, account.suspension_reason);

  const cancelAccount = async () => {
    const sure = await confirmAction({
      title: t`Cancel Account`,
      message: cancelConfirmation(),
      confirmLabel: t`Cancel Account`,
      cancelLabel: t`Keep Account`,
      danger: true,
    });
    if (!sure) return;
    cancel.mutate(undefined, {
      onSuccess: (answer) =>
        notifySuccess(
          answer.message
            ? specText(answer.message)
            : `${specText(MSG.ACCOUNT_CANCEL_ON)} ${formatShortDate(answer.data.cancel_subscription_date)}`,
        ),
      onError: (error) => notifyApiError(error, specText(MSG.TRY_AGAIN_LATER)),
    });
  };

  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        <Trans>Account Status</Trans>
      </Title>
      {isSuspendedState(account.state) && (
        <Alert color="orange" icon={<IconAlertTriangle size={20} aria-hidden />} title={stateName(account)}>
          {suspensionText(account)}
        </Alert>
      )}
      <Paper component="section" aria-label={t`Account details`} withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <AccountFigures status={account} />
          {account.state === COMPANY_STATE.ACTIVE && account.cancel_account && (
            // A paid trial ends by itself: said as such, not as a cancellation.
            <Text fw={600} c={account.product_option === PRODUCT.PAID_TRIAL ? undefined : 'red'}>
              {specText(account.product_option === PRODUCT.PAID_TRIAL ? PAID_TRIAL_ENDS_ON : MSG.ACCOUNT_CANCEL_ON)}{' '}
              {formatShortDate(account.cancel_subscription_date)}
            </Text>
          )}
          {buttons.length > 0 && (
            <Group gap="sm">
              {buttons.includes(ACCOUNT_ACTION.SIGN_UP) && (
                <Button onClick={() => setPayment('sign_up')}>
                  <Trans>Sign Up</Trans>
                </Button>
              )}
              {buttons.includes(ACCOUNT_ACTION.UPGRADE) && (
                <Button onClick={() => setBanding(true)}>
                  <Trans>Upgrade Account</Trans>
                </Button>
              )}
              {buttons.includes(ACCOUNT_ACTION.CANCEL) && (
                <Button variant="outline" color="red" onClick={() => void cancelAccount()} loading={cancel.isPending}>
                  <Trans>Cancel Account</Trans>
                </Button>
              )}
              {buttons.includes(ACCOUNT_ACTION.MAKE_PAYMENT) && (
                <Button onClick={() => setPayment('make_payment')}>
                  <Trans>Make Payment</Trans>
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Paper>
      <TransactionsCard />
      <PaymentPanel kind={payment} status={account} onClose={() => setPayment(null)} />
      <ChangeBandingPanel opened={banding} status={account} onClose={() => setBanding(false)} />
    </Stack>
  );
}
