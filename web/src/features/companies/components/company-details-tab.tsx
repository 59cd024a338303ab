import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { COMPANY_STATE, PAYMENT_METHOD, PRODUCT_OPTIONS, type TCompanyAdminDetail } from '@skillway/shared';
import { formatShortDate } from '../../../lib/format-date';
import { useCompanyCompliance } from '../api/queries';
import { formatBytes } from '../../uploads/lib/format-bytes';
import { CompanyStateBadge } from './company-state-badge';
import { VideoLimitPanel } from './video-limit-panel';
import { specText } from '../../../i18n/spec-text';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz={18}>
          {title}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
          {children}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

const NONE = '–';

function isTrial(state: number): boolean {
  return state === COMPANY_STATE.FREE_TRIAL || state === COMPANY_STATE.FREE_TRIAL_EXTENDED;
}

/**
 * The company's address: the account information's (Edit Account Info) when it has one, else the address given with
 * the card at Sign Up; the country alone (every company has the default) is no address.
 */
function addressOf(company: TCompanyAdminDetail): string {
  const join = (parts: readonly string[]) => parts.filter(Boolean).join(', ');
  if (company.street || company.city || company.postcode) {
    return join([company.street, company.city, company.county, company.postcode, company.country]);
  }
  const billing = company.billing_details?.address;
  if (billing && (billing.line1 || billing.city || billing.postal_code)) {
    return join([billing.line1, billing.city, billing.state, billing.postal_code, company.country]);
  }
  return '';
}

/** The Details tab: the company's account, its owner and address, as the super administrator reads them. */
/** "87% in date (21 of 24 required)", or why there is no figure. */
function ComplianceFigure({ companyId }: { companyId: string }) {
  const { t } = useLingui();
  const { data, isPending, isError } = useCompanyCompliance(companyId);
  if (isPending) return t`Loading…`;
  if (isError) return t`Not available`;
  if (data.courses.length === 0) return t`No required courses`;
  const { percent, in_date: inDate, required } = data;
  return t`${percent}% in date (${inDate} of ${required} required)`;
}

export function CompanyDetailsTab({ company }: { company: TCompanyAdminDetail }) {
  const { t } = useLingui();
  const [editingLimit, setEditingLimit] = useState(false);
  const product = PRODUCT_OPTIONS.find((option) => option.id === company.product_option);
  const address = addressOf(company);
  const billing = company.billing_details;
  const billingText = billing
    ? [billing.name, billing.address.line1, billing.address.city, billing.address.state, billing.address.postal_code]
        .filter(Boolean)
        .join(', ')
    : '';
  const users = company.total_employees;
  const maxUsers = company.banding_description.max;
  const on = t`On`;
  const off = t`Off`;
  return (
    <Stack gap="md">
      <Section title={t`Account`}>
        <Field label={t`Company Name`}>{company.company_name}</Field>
        <Field label={t`State`}>
          <CompanyStateBadge state={company.state} description={company.state_description} />
        </Field>
        <Field label={isTrial(company.state) ? t`Free Trial Expiry` : t`Free Trial Ended`}>
          {formatShortDate(company.trial_expired_date) || NONE}
        </Field>
        <Field label={t`Banding`}>{specText(company.banding_description.name)}</Field>
        <Field label={t`Users`}>
          <Trans>
            {users} of {maxUsers}
          </Trans>
        </Field>
        <Field label={t`Courses`}>{company.total_courses}</Field>
        <Field label={t`Compliance`}>
          <ComplianceFigure companyId={company.id} />
        </Field>
        <Field label={t`Billing`}>
          {company.payment_method_type === PAYMENT_METHOD.MONTHLY ? t`Monthly` : t`Annual`}
        </Field>
        <Field label={t`Product`}>{product ? specText(product.name) : NONE}</Field>
        <Field label={t`Affiliate Reference`}>{company.refer ?? company.refid ?? NONE}</Field>
        <Field label={t`Welcome Email on New Users`}>{company.enable_mail === 1 ? on : off}</Field>
        <Field label={t`BreatheHR Import`}>{company.breathe_enabled ? on : off}</Field>
        <Field label={t`Created`}>{formatShortDate(company.created_at)}</Field>
        <Field label={t`Video upload limit`}>
          <Group gap="xs" component="span">
            {formatBytes(company.video_max_bytes)}
            <Button
              size="compact-xs"
              variant="light"
              aria-label={t`Edit video upload limit`}
              onClick={() => setEditingLimit(true)}
            >
              <Trans>Edit</Trans>
            </Button>
          </Group>
        </Field>
      </Section>
      <Section title={t`Owner and Address`}>
        <Field label={t`Owner`}>{company.company_owner_name || NONE}</Field>
        <Field label={t`Owner Email`}>{company.company_owner_email || NONE}</Field>
        <Field label={t`Phone`}>{company.phone || NONE}</Field>
        <Field label={t`Address`}>{address || NONE}</Field>
        <Field label={t`Billing Details`}>{billingText || NONE}</Field>
      </Section>
      <VideoLimitPanel opened={editingLimit} company={company} onClose={() => setEditingLimit(false)} />
    </Stack>
  );
}
