import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Group, Radio, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { BANDS, INVOICE_HINT_FROM_BAND, MSG, type TAccountStatus } from '@skillway/shared';
import { BRAND } from '../../../app/brand';
import { isApiError } from '../../../api';
import { PanelFooter } from '../../../components/panel-form';
import { SidePanel } from '../../../components/side-panel';
import { specText } from '../../../i18n/spec-text';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangeBanding } from '../api/mutations';
import { useUpgradeCost } from '../api/queries';
import { CostBreakdown } from './cost-breakdown';

/** Save Changes is on only when exactly one band (other than the current one) is chosen. */
function canSaveBanding(selected: readonly number[], current: number): boolean {
  return selected.length === 1 && selected[0] !== current;
}

/** The pay-by-invoice hint shows from band 3. */
function showsInvoiceHint(banding: number | null): boolean {
  return banding !== null && banding >= INVOICE_HINT_FROM_BAND;
}

function bandLockReason(bandId: number, status: TAccountStatus): MessageDescriptor | undefined {
  if (bandId === status.banding) return msg`Your current plan`;
  if (!status.upgrade_options.includes(bandId)) return msg`Fewer users than your company has`;
  return undefined;
}

function ChangeBandingForm({ status, onDone }: { status: TAccountStatus; onDone: () => void }) {
  const { t } = useLingui();
  const [selected, setSelected] = useState<number[]>([]);
  const [error, setError] = useState<string | undefined>();
  const chosen = selected.length === 1 ? (selected[0] ?? null) : null;
  const cost = useUpgradeCost(chosen !== null && chosen !== status.banding ? chosen : null);
  const change = useChangeBanding();

  const helpEmail = BRAND.helpEmail;

  const save = () => {
    if (chosen === null || !canSaveBanding(selected, status.banding)) return;
    setError(undefined);
    change.mutate(
      { banding: chosen },
      {
        onSuccess: () => {
          notifySuccess(specText(MSG.ACCOUNT_UPGRADED));
          onDone();
        },
        onError: (failure) => {
          const reason = isApiError(failure) ? failure.errors.banding?.map(specText).join(' ') : undefined;
          setError(reason);
          notifyError(specText(MSG.UPGRADE_FAILED));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Radio.Group
        value={chosen === null ? null : String(chosen)}
        onChange={(value) => {
          setSelected([Number(value)]);
          setError(undefined);
        }}
        label={t`Choose your new banding`}
        error={error}
      >
        <Table mt="xs" withTableBorder verticalSpacing="sm" aria-label={t`Banding options`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>
                <VisuallyHidden>
                  <Trans>Select</Trans>
                </VisuallyHidden>
              </Table.Th>
              <Table.Th>
                <Trans>Banding</Trans>
              </Table.Th>
              <Table.Th ta="end">
                <Trans>Maximum users</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {BANDS.map((band) => {
              const locked = bandLockReason(band.id, status);
              const current = band.id === status.banding;
              const bandName = specText(band.name);
              return (
                <Table.Tr key={band.id} bg={chosen === band.id ? 'var(--mantine-color-indigo-light)' : undefined}>
                  <Table.Td>
                    <Radio value={String(band.id)} disabled={Boolean(locked)} aria-label={bandName} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" c={locked && !current ? 'dimmed' : undefined}>
                        {bandName}
                      </Text>
                      {current && (
                        <Badge size="sm" variant="light" miw="max-content">
                          <Trans>Current</Trans>
                        </Badge>
                      )}
                    </Group>
                    {locked && !current && (
                      <Text size="xs" c="dimmed">
                        {t(locked)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="end">{band.max}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Radio.Group>
      {chosen !== null && (
        <CostBreakdown
          title={t`Cost breakdown`}
          kind="upgrade"
          cost={cost.data}
          loading={cost.isFetching}
          failed={cost.isError}
          onRetry={cost.refetch}
        />
      )}
      {showsInvoiceHint(chosen) && (
        <Alert color="blue" title={t`Prefer to pay by invoice?`}>
          <Trans>
            For this banding we can invoice you instead of charging your card. Email{' '}
            <Anchor href={`mailto:${helpEmail}?subject=${encodeURIComponent('Pay by invoice')}`}>{helpEmail}</Anchor>{' '}
            and we will set it up.
          </Trans>
        </Alert>
      )}
      <PanelFooter
        onCancel={onDone}
        submitLabel={t`Save Changes`}
        submitting={change.isPending}
        submitDisabled={!canSaveBanding(selected, status.banding)}
        onSubmit={save}
      />
    </Stack>
  );
}

interface TChangeBandingPanelProps {
  opened: boolean;
  status: TAccountStatus;
  onClose: () => void;
}

/**
 * Change Banding (Upgrade Account): the bands as a table with one choice, the current one marked, the pro-rata
 * cost of the chosen one, the pay-by-invoice hint from band 3, and Save Changes.
 */
export function ChangeBandingPanel({ opened, status, onClose }: TChangeBandingPanelProps) {
  const { t } = useLingui();
  return (
    <SidePanel opened={opened} onClose={onClose} title={t`Change Banding`}>
      {opened && <ChangeBandingForm status={status} onDone={onClose} />}
    </SidePanel>
  );
}
