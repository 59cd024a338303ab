import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useVerifyAuditChain } from '../api/mutations';
import type { TAuditScope } from '../api/query-keys';
import { specText } from '../../../i18n/spec-text';
import { notifyApiError } from '../../../lib/notify-api-error';

/**
 * Verify chain: the server checks every event's link to the one before it (a changed, removed or inserted event
 * breaks it) and answers how many it checked and the first broken link. The result is announced as it appears.
 */
export function AuditVerify({ scope }: { scope: TAuditScope }) {
  const { t } = useLingui();
  const verify = useVerifyAuditChain(scope);
  const result = verify.data;
  const checked = result?.events_checked ?? 0;
  const headSeq = result?.head_seq;
  const brokenSeq = result?.first_broken?.seq;
  const brokenReason = specText(result?.first_broken?.reason ?? '');
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="default"
        leftSection={<IconShieldCheck size={16} aria-hidden />}
        loading={verify.isPending}
        onClick={() => verify.mutate(undefined, { onError: (error) => notifyApiError(error) })}
      >
        <Trans>Verify chain</Trans>
      </Button>
      <div role="status" aria-live="polite">
        {result &&
          (result.verified ? (
            <Alert color="green" title={t`Chain verified`} p="sm">
              <Text size="sm">
                {t`${plural(checked, { one: 'All # event is linked and unchanged', other: 'All # events are linked and unchanged' })} (last event #${headSeq}).`}
              </Text>
            </Alert>
          ) : (
            <Alert color="red" title={t`Chain broken`} p="sm">
              <Text size="sm">
                {result.first_broken ? `${t`Event #${brokenSeq} does not match the chain: ${brokenReason}.`} ` : ''}
                {t`${plural(checked, { one: '# event was checked.', other: '# events were checked.' })}`}
              </Text>
            </Alert>
          ))}
      </div>
    </Stack>
  );
}
