import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { MSG, TWO_STEP_TEXT, type TTwoStepSetup } from '@skillway/shared';
import { isApiError } from '../../../api';
import { specText } from '../../../i18n/spec-text';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { LoadError } from '../../../components/load-error';
import { CodeInput, useCodeSubmit } from '../../auth/components/two-step/code-input';
import { RecoveryCodesPanel } from '../../auth/components/two-step/recovery-codes-panel';
import { TwoStepSetupForm } from '../../auth/components/two-step/two-step-setup-form';
import { useTwoStepStatus } from '../api/queries';
import {
  useBeginTwoStepSetup,
  useDisableTwoStep,
  useEnableTwoStep,
  useRegenerateRecoveryCodes,
} from '../api/mutations';

type TMode =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: TTwoStepSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'ask'; action: 'disable' | 'regenerate' };

/** A failed change's message for the code field (422), in the active language, or a toast for anything else. */
function codeError(error: unknown): string | undefined {
  if (isApiError(error) && error.status === 422) {
    return error.errors.code ? error.errors.code.map(specText).join(' ') : specText(error.message);
  }
  notifyApiError(error);
  return undefined;
}

/** Asks for a current code before turning it off or making new recovery codes. */
function CodeConfirm({
  prompt,
  submitLabel,
  onSubmit,
  onCancel,
  pending,
}: {
  prompt: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<string | undefined>;
  onCancel: () => void;
  pending: boolean;
}) {
  const form = useCodeSubmit(onSubmit);
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate aria-label={submitLabel}>
      <Stack gap="sm" maw={360}>
        <Text size="sm">{prompt}</Text>
        <CodeInput value={form.value} onChange={form.change} error={form.error} />
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * My Profile › Two-step verification: the status; turn on (QR code, key, first code, then the recovery codes once);
 * turn off and new recovery codes, each with a current code. Turning off is not offered where the role requires it.
 */
export function TwoStepSection() {
  const { t } = useLingui();
  const status = useTwoStepStatus();
  const begin = useBeginTwoStepSetup();
  const enable = useEnableTwoStep();
  const disable = useDisableTwoStep();
  const regenerate = useRegenerateRecoveryCodes();
  const [mode, setMode] = useState<TMode>({ kind: 'idle' });
  const idle = () => setMode({ kind: 'idle' });

  const body = (() => {
    if (status.isPending) return <Loader role="img" aria-label={t`Loading two-step verification`} size="sm" />;
    if (status.isError) return <LoadError onRetry={status.refetch} />;
    const { enabled, required, recovery_codes_left } = status.data;
    switch (mode.kind) {
      case 'setup':
        return (
          <TwoStepSetupForm
            setup={mode.setup}
            pending={enable.isPending}
            confirm={async (code) => {
              try {
                const { recovery_codes } = await enable.mutateAsync(code);
                notifySuccess(specText(MSG.TWO_STEP_ENABLED));
                setMode({ kind: 'codes', codes: recovery_codes });
                return undefined;
              } catch (error) {
                return codeError(error);
              }
            }}
          />
        );
      case 'codes':
        return <RecoveryCodesPanel codes={mode.codes} onDone={idle} />;
      case 'ask':
        return (
          <CodeConfirm
            prompt={specText(
              mode.action === 'disable' ? TWO_STEP_TEXT.TURN_OFF_CONFIRM : TWO_STEP_TEXT.REGENERATE_CONFIRM,
            )}
            submitLabel={specText(mode.action === 'disable' ? TWO_STEP_TEXT.TURN_OFF : TWO_STEP_TEXT.REGENERATE)}
            pending={disable.isPending || regenerate.isPending}
            onCancel={idle}
            onSubmit={async (code) => {
              try {
                if (mode.action === 'disable') {
                  await disable.mutateAsync(code);
                  notifySuccess(specText(MSG.TWO_STEP_DISABLED));
                  idle();
                } else {
                  const { recovery_codes } = await regenerate.mutateAsync(code);
                  notifySuccess(specText(MSG.TWO_STEP_RECOVERY_REGENERATED));
                  setMode({ kind: 'codes', codes: recovery_codes });
                }
                return undefined;
              } catch (error) {
                return codeError(error);
              }
            }}
          />
        );
      default:
        return (
          <Stack gap="sm">
            <Group gap="sm">
              <Text size="sm">
                <Trans>Status:</Trans>
              </Text>
              <Badge color={enabled ? 'green' : 'gray'} variant="light">
                {specText(enabled ? TWO_STEP_TEXT.STATUS_ON : TWO_STEP_TEXT.STATUS_OFF)}
              </Badge>
              {enabled && (
                // TWO_STEP_TEXT.RECOVERY_LEFT's English, counted in the active language.
                <Text size="sm">
                  {t`${plural(recovery_codes_left, { one: '# recovery code left', other: '# recovery codes left' })}`}
                </Text>
              )}
            </Group>
            {required && <Text size="sm">{specText(TWO_STEP_TEXT.REQUIRED_NOTE)}</Text>}
            <Group gap="sm">
              {!enabled && (
                <Button
                  loading={begin.isPending}
                  onClick={() =>
                    begin.mutate(undefined, {
                      onSuccess: (setup) => setMode({ kind: 'setup', setup }),
                      onError: (error) => notifyApiError(error),
                    })
                  }
                >
                  {specText(TWO_STEP_TEXT.TURN_ON)}
                </Button>
              )}
              {enabled && (
                <Button variant="default" onClick={() => setMode({ kind: 'ask', action: 'regenerate' })}>
                  {specText(TWO_STEP_TEXT.REGENERATE)}
                </Button>
              )}
              {enabled && !required && (
                <Button variant="default" color="red" onClick={() => setMode({ kind: 'ask', action: 'disable' })}>
                  {specText(TWO_STEP_TEXT.TURN_OFF)}
                </Button>
              )}
            </Group>
          </Stack>
        );
    }
  })();

  return (
    <Stack gap="md" role="region" aria-labelledby="two-step-heading">
      <Title order={2} fz="lg" id="two-step-heading">
        {specText(TWO_STEP_TEXT.TITLE)}
      </Title>
      {body}
    </Stack>
  );
}
