import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { PERSONAL_DATA_EXPORT_LINK_DAYS, ROLE } from '@skillway/shared';
import { useSession } from '../../../api';
import { AnchorLink } from '../../../components/links/anchor-link';
import { LoadError } from '../../../components/load-error';
import { useDataExports } from '../api/personal-data-export-api';
import { DataExportRow } from '../components/personal-data-export-row';

/**
 * Every data export the caller may open (the bell's notification leads here): their own, and for an administrator
 * the company's exports that administrators asked for, newest first, each with its status and Download.
 */
export default function PersonalDataExportsPage() {
  const { t } = useLingui();
  const roleId = useSession()?.user.role_id;
  const isAdmin = roleId === ROLE.ADMIN;
  // The super administrator holds no company data: nothing to export.
  const companyRole = roleId !== ROLE.SUPER_ADMIN;
  const exports = useDataExports(undefined, companyRole);
  const days = PERSONAL_DATA_EXPORT_LINK_DAYS;
  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        <Trans>Data Exports</Trans>
      </Title>
      <Text size="sm" c="dimmed" maw={720}>
        {isAdmin
          ? t`Your own data exports and those the company's administrators asked for. Each can be downloaded for ${days} days.`
          : t`Your data exports. Each can be downloaded for ${days} days.`}
      </Text>
      {!companyRole && (
        <Text>
          <Trans>Data exports are made by a company's people and administrators.</Trans>
        </Text>
      )}
      {companyRole && exports.isPending && (
        <Center py="xl">
          <Loader role="img" aria-label={t`Loading data exports`} />
        </Center>
      )}
      {exports.isError && (
        <LoadError title={t`The data exports could not be fetched`} onRetry={() => void exports.refetch()} />
      )}
      {exports.data?.length === 0 && (
        <Text>
          <Trans>
            No data exports in the last {days} days. Ask for one from{' '}
            <AnchorLink to="/profile/profile">My Profile</AnchorLink>.
          </Trans>
        </Text>
      )}
      {exports.data?.map((item) => (
        <DataExportRow key={item.id} item={item} showName={isAdmin} />
      ))}
    </Stack>
  );
}
