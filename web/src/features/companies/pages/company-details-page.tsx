import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconRefresh, IconSwitchHorizontal, IconTrash } from '@tabler/icons-react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { MSG, type TCompanyAdminDetail } from '@skillway/shared';
import { isApiError } from '../../../api';
import { ButtonLink } from '../../../components/links/button-link';
import { confirmAction } from '../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useSearchParam } from '../../../lib/use-search-param';
import { LoadError } from '../../../components/load-error';
import { useDeleteCompany, useReseedCompanyTests } from '../api/mutations';
import { useCompany } from '../api/queries';
import { ChangeStatePanel } from '../components/change-state-panel';
import { CompanyCoursesTab } from '../components/company-courses-tab';
import { CompanyDetailsTab } from '../components/company-details-tab';
import { CompanyStateBadge } from '../components/company-state-badge';
import { CompanyUsersTab } from '../components/company-users-tab';
import { DeleteCompanyProgress } from '../components/delete-company-progress';
import { ExtendTrialPanel } from '../components/extend-trial-panel';
import { AuditLogView } from '../../audit/components/audit-log-view';
import { specText } from '../../../i18n/spec-text';

const TABS = [
  { value: 'details', label: msg`Details` },
  { value: 'users', label: msg`Users` },
  { value: 'courses', label: msg`Courses` },
  { value: 'audit', label: msg`Audit Log` },
] as const;
type TTab = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is TTab {
  return TABS.some((tab) => tab.value === value);
}

type TPanel = 'trial' | 'state' | null;

/** The account actions beside the company's name: Extend Trial and Change State (each in its own drawer). */
function CompanyActions({ onPanel }: { onPanel: (panel: TPanel) => void }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="default"
        leftSection={<IconCalendarPlus size={16} aria-hidden />}
        onClick={() => onPanel('trial')}
      >
        <Trans>Extend Trial</Trans>
      </Button>
      <Button
        variant="default"
        leftSection={<IconSwitchHorizontal size={16} aria-hidden />}
        onClick={() => onPanel('state')}
      >
        <Trans>Change State</Trans>
      </Button>
    </Group>
  );
}

/**
 * Below the details, apart from the everyday actions: Maintenance (Reseed Tests, which can be run again) and the
 * Danger zone (Delete Company, which cannot be undone), each with what it does.
 */
function MaintenanceAndDanger({ company, onDeleting }: { company: TCompanyAdminDetail; onDeleting: () => void }) {
  const { t } = useLingui();
  const companyName = company.company_name;
  const reseed = useReseedCompanyTests(company.id);
  const remove = useDeleteCompany();

  const reseedTests = async () => {
    if (!(await confirmAction({ title: t`Reseed Tests`, message: specText(MSG.QUIZ_RESEED_CONFIRM) }))) return;
    reseed.mutate(undefined, {
      onSuccess: ({ reseeded, failed }) => {
        const done = specText(MSG.QUIZ_RESEEDED);
        if (reseeded > 0) notifySuccess(t`${done} (${plural(reseeded, { one: '# course', other: '# courses' })})`);
        else if (failed.length === 0) notifyError(specText(MSG.QUIZ_NOT_FROM_CATALOGUE));
        if (failed.length > 0) {
          const courses = failed.join(', ');
          const notReseeded = t`Not reseeded: ${courses}.`;
          notifyError(`${specText(MSG.GENERIC_ERROR)} ${notReseeded}`);
        }
      },
      onError: (error) => notifyApiError(error),
    });
  };

  const deleteCompany = async () => {
    const ok = await confirmAction({
      title: t`Delete Company`,
      message: specText(MSG.COMPANY_DELETE_CONFIRM),
      confirmLabel: t`Delete`,
      danger: true,
    });
    if (!ok) return;
    remove.mutate(company.id, { onSuccess: onDeleting, onError: (error) => notifyApiError(error) });
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="company-maintenance">
        <Group justify="space-between" align="center" gap="md">
          <Stack gap={2} maw={560}>
            <Title order={2} fz={18} id="company-maintenance">
              <Trans>Maintenance</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>
                Reseed Tests replaces the tests of this company&apos;s catalogue courses with the catalogue&apos;s own.
                Its own courses are left alone.
              </Trans>
            </Text>
          </Stack>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={reseed.isPending}
            onClick={() => void reseedTests()}
          >
            <Trans>Reseed Tests</Trans>
          </Button>
        </Group>
      </Paper>
      <Paper
        withBorder
        radius="md"
        p="md"
        component="section"
        aria-labelledby="company-danger-zone"
        style={{ borderColor: 'var(--mantine-color-red-6)' }}
      >
        <Group justify="space-between" align="center" gap="md">
          <Stack gap={2} maw={560}>
            <Title order={2} fz={18} c="red.8" id="company-danger-zone">
              <Trans>Danger zone</Trans>
            </Title>
            <Text size="sm">
              <Trans>
                Delete Company removes {companyName}, its users, courses, records and billing for good. It cannot be
                undone.
              </Trans>
            </Text>
          </Stack>
          <Button
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={remove.isPending}
            onClick={() => void deleteCompany()}
          >
            <Trans>Delete Company</Trans>
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}

function CompanyScreen({ company, onDeleting }: { company: TCompanyAdminDetail; onDeleting: () => void }) {
  const { t } = useLingui();
  const companyName = company.company_name;
  const users = company.total_employees;
  const courses = company.total_courses;
  const navigate = useNavigate();
  const tabParam = useSearchParam('tab');
  const tab: TTab = isTab(tabParam) ? tabParam : 'details';
  const [panel, setPanel] = useState<TPanel>(null);
  const close = () => setPanel(null);

  const openTab = (value: string | null) => {
    if (!isTab(value) || value === tab) return;
    void navigate({
      to: '/super-admin/company/$id',
      params: { id: company.id },
      search: value === 'details' ? {} : { tab: value },
      replace: true,
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            {company.company_name}
          </Title>
          <Group gap="xs">
            <CompanyStateBadge state={company.state} description={company.state_description} />
            <Text size="sm" c="dimmed">
              {t`${plural(users, { one: '# user', other: '# users' })} · ${plural(courses, { one: '# course', other: '# courses' })}`}
            </Text>
          </Group>
        </Stack>
        <CompanyActions onPanel={setPanel} />
      </Group>
      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        <Tabs.List mb="md">
          {TABS.map((item) => (
            <Tabs.Tab key={item.value} value={item.value}>
              {t(item.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="details">
          <Stack gap="md">
            <CompanyDetailsTab company={company} />
            <MaintenanceAndDanger company={company} onDeleting={onDeleting} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="users">
          <CompanyUsersTab companyId={company.id} />
        </Tabs.Panel>
        <Tabs.Panel value="courses">
          <CompanyCoursesTab companyId={company.id} />
        </Tabs.Panel>
        <Tabs.Panel value="audit">
          <AuditLogView scope={{ companyId: company.id }} caption={t`Audit log of ${companyName}`} />
        </Tabs.Panel>
      </Tabs>
      <ExtendTrialPanel opened={panel === 'trial'} company={company} onClose={close} />
      <ChangeStatePanel opened={panel === 'state'} company={company} onClose={close} />
    </Stack>
  );
}

/** /super-admin/company/{id}: one company with the tabs Details, Users, Courses and Audit Log, and the console's actions. */
export default function CompanyDetailsPage() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/super-admin/company/$id' });
  const [deleting, setDeleting] = useState<string | null>(null);
  const company = useCompany(id);

  if (deleting !== null) return <DeleteCompanyProgress companyId={id} companyName={deleting} />;
  if (company.isPending) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label={t`Loading the company`}>
        <Skeleton h={40} w={320} />
        <Skeleton h={36} />
        <Skeleton h={240} radius="md" />
      </Stack>
    );
  }
  if (company.isError) {
    if (isApiError(company.error) && company.error.status === 404) {
      return (
        <Alert color="orange" title={t`Company not found`}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              <Trans>This company does not exist or has been deleted.</Trans>
            </Text>
            <ButtonLink to="/super-admin/companies" variant="default" size="xs">
              <Trans>Back to the Company List</Trans>
            </ButtonLink>
          </Stack>
        </Alert>
      );
    }
    return <LoadError title={t`The company could not be loaded`} onRetry={() => void company.refetch()} />;
  }
  return <CompanyScreen company={company.data} onDeleting={() => setDeleting(company.data.company_name)} />;
}
