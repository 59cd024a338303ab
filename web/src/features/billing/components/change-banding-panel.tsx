import { useState } from 'react';
import { Alert, Anchor, Badge, Group, Radio, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { BANDS, INVOICE_HINT_FROM_BAND, MSG, type TAccountStatus } from '@skillway/shared';
import { BRAND } from '../../../app/brand';
import { isApiError } from '../../../api';
import { PanelFooter } from '../../../components/panel-form';
import { SidePanel } from '../../../components/side-panel';
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

function bandLockReason(bandId: number, status: TAccountStatus): string | undefined {
  if (bandId === status.banding) return 'Your current plan';
  if (!status.upgrade_options.includes(bandId)) return 'Fewer users than your company has';
  return undefined;
}

function ChangeBandingForm({ status, onDone }: { status: TAccountStatus; onDone: () => void }) {
  const [selected, setSelected] = useState<number[]>([]);
  const [error, setError] = useState<string | undefined>();
  const chosen = selected.length === 1 ? (selected[0] ?? null) : null;
  const cost = useUpgradeCost(chosen !== null && chosen !== status.banding ? chosen : null);
  const change = useChangeBanding();

  const save = () => {
    if (chosen === null || !canSaveBanding(selected, status.banding)) return;
    setError(undefined);
    change.mutate(
      { banding: chosen },
      {
        onSuccess: () => {
          notifySuccess(MSG.ACCOUNT_UPGRADED);
          onDone();
        },
        onError: (failure) => {
          const reason = isApiError(failure) ? failure.errors.banding?.join(' ') : undefined;
          setError(reason);
          notifyError(MSG.UPGRADE_FAILED);
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
        label="Choose your new banding"
        error={error}
      >
        <Table mt="xs" withTableBorder verticalSpacing="sm" aria-label="Banding options">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>
                <VisuallyHidden>Select</VisuallyHidden>
              </Table.Th>
              <Table.Th>Banding</Table.Th>
              <Table.Th ta="right">Maximum users</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {BANDS.map((band) => {
              const locked = bandLockReason(band.id, status);
              const current = band.id === status.banding;
              return (
                <Table.Tr key={band.id} bg={chosen === band.id ? 'var(--mantine-color-indigo-light)' : undefined}>
                  <Table.Td>
                    <Radio value={String(band.id)} disabled={Boolean(locked)} aria-label={band.name} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" c={locked && !current ? 'dimmed' : undefined}>
                        {band.name}
                      </Text>
                      {current && (
                        <Badge size="sm" variant="light" miw="max-content">
                          Current
                        </Badge>
                      )}
                    </Group>
                    {locked && !current && (
                      <Text size="xs" c="dimmed">
                        {locked}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{band.max}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Radio.Group>
      {chosen !== null && (
        <CostBreakdown
          title="Cost breakdown"
          kind="upgrade"
          cost={cost.data}
          loading={cost.isFetching}
          failed={cost.isError}
          onRetry={cost.refetch}
        />
      )}
      {showsInvoiceHint(chosen) && (
        <Alert color="blue" title="Prefer to pay by invoice?">
          For this banding we can invoice you instead of charging your card. Email{' '}
          <Anchor href={`mailto:${BRAND.helpEmail}?subject=${encodeURIComponent('Pay by invoice')}`}>
            {BRAND.helpEmail}
          </Anchor>{' '}
          and we will set it up.
        </Alert>
      )}
      <PanelFooter
        onCancel={onDone}
        submitLabel="Save Changes"
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
  return (
    <SidePanel opened={opened} onClose={onClose} title="Change Banding">
      {opened && <ChangeBandingForm status={status} onDone={onClose} />}
    </SidePanel>
  );
}
