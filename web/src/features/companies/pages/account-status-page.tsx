import { Alert, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  COMPANY_STATE,
  COMPANY_STATE_NAME,
  MSG,
  isSuspendedState,
  type TCompanySummary,
  type TCompanyState,
} from '@skillway/shared';
import { formatLongDate } from '../../../lib/format-date';
import { PageLoader } from '../../../layout/page-loader';
import { InfoField } from '../components/info-field';
import { useProfile } from '../../profile/api/queries';

function stateName(company: TCompanySummary): string {
  return company.state_description || COMPANY_STATE_NAME[company.state as TCompanyState] || String(company.state);
}

const SUSPENSION_TEXT: Record<number, string> = {
  [COMPANY_STATE.FREE_TRIAL_EXPIRED]:
    'Your free trial has ended. Your users can still sign in, but administration is paused until the account is upgraded.',
  [COMPANY_STATE.SUSPENDED]:
    'Your membership is suspended. Administration is paused until the account is brought up to date.',
};

/** Account Status: reachable while the company is suspended, so an administrator can see why. */
export default function AccountStatusPage() {
  const profile = useProfile();
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <Alert color="red">{MSG.GENERIC_ERROR}</Alert>;
  const company = profile.data.company;
  if (!company) return <Alert color="gray">This account does not belong to a company.</Alert>;

  const inTrial = company.state === COMPANY_STATE.FREE_TRIAL || company.state === COMPANY_STATE.FREE_TRIAL_EXTENDED;
  const suspended = isSuspendedState(company.state);
  const days = company.trial_days_left;

  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        Account Status
      </Title>
      {suspended && (
        <Alert color="orange" icon={<IconAlertTriangle size={20} aria-hidden />} title={stateName(company)}>
          {SUSPENSION_TEXT[company.state]}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <InfoField label="Company" value={company.name} />
          <InfoField label="State" value={stateName(company)} />
          <InfoField label="Users" value={`${company.total_users} of ${company.banding_description.max}`} />
          <InfoField label="Banding" value={company.banding_description.name} />
          {inTrial && <InfoField label="Trial days left" value={`${days} ${days === 1 ? 'day' : 'days'}`} />}
          {company.trial_expired_date && (
            <InfoField
              label={inTrial ? 'Free trial expires' : 'Free trial expired'}
              value={formatLongDate(company.trial_expired_date)}
            />
          )}
          <InfoField label="Customer since" value={formatLongDate(company.created_at)} />
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
