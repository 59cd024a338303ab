import { Trans } from '@lingui/react/macro';
import { Button, Code, CopyButton, Group, Image, Stack, Text } from '@mantine/core';
import { TWO_STEP_TEXT, type TTwoStepSetup } from '@skillway/shared';
import { specText } from '../../../../i18n/spec-text';
import { CodeInput, useCodeSubmit } from './code-input';

/**
 * Adding the account to an authenticator app: the QR code, the key to type instead, and the first code to confirm.
 * `confirm` resolves to an error to show under the field, or undefined when it worked.
 */
export function TwoStepSetupForm({
  setup,
  confirm,
  pending,
}: {
  setup: TTwoStepSetup;
  confirm: (code: string) => Promise<string | undefined>;
  pending: boolean;
}) {
  const form = useCodeSubmit(confirm);
  // Groups of four, as apps show keys and people type them.
  const grouped = setup.secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate aria-label={specText(TWO_STEP_TEXT.SETUP_TITLE)}>
      <Stack gap="md">
        <Text size="sm">{specText(TWO_STEP_TEXT.SETUP_SCAN)}</Text>
        <Image src={setup.qr_code} alt={specText(TWO_STEP_TEXT.SETUP_QR_ALT)} w={200} h={200} fit="contain" />
        <Stack gap={4}>
          <Text size="sm" id="two-step-key-label">
            {specText(TWO_STEP_TEXT.SETUP_KEY)}
          </Text>
          <Group gap="sm" wrap="nowrap">
            <Code fz="md" aria-labelledby="two-step-key-label" style={{ flex: 1 }}>
              {grouped}
            </Code>
            <CopyButton value={setup.secret}>
              {({ copied, copy }) => (
                <Button size="xs" variant="default" onClick={copy} style={{ flexShrink: 0 }}>
                  {copied ? <Trans>Copied</Trans> : <Trans>Copy key</Trans>}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
        <Text size="sm">{specText(TWO_STEP_TEXT.SETUP_CONFIRM)}</Text>
        <CodeInput value={form.value} onChange={form.change} error={form.error} autoFocus={false} />
        <Button type="submit" loading={pending}>
          {specText(TWO_STEP_TEXT.SETUP_SUBMIT)}
        </Button>
      </Stack>
    </form>
  );
}
