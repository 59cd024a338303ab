import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CopyButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { TWO_STEP_TEXT } from '@skillway/shared';
import { specText } from '../../../../i18n/spec-text';

/** A text file of the codes, as the Download button saves it. */
function download(codes: readonly string[]): void {
  const text = `${specText(TWO_STEP_TEXT.RECOVERY_TITLE)}\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'skillway-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The recovery codes, shown once (after a setup or a regenerate): copy, download, and a continue that says they were
 * saved. The heading takes the focus when it appears, so a screen reader starts reading here.
 */
export function RecoveryCodesPanel({
  codes,
  onDone,
  doneLabel = specText(TWO_STEP_TEXT.RECOVERY_SAVED),
}: {
  codes: readonly string[];
  onDone: () => void;
  doneLabel?: string;
}) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md" aria-labelledby="recovery-codes-heading" role="region">
      <Title order={2} fz="lg" id="recovery-codes-heading" ref={heading} tabIndex={-1}>
        {specText(TWO_STEP_TEXT.RECOVERY_TITLE)}
      </Title>
      <Text size="sm">{specText(TWO_STEP_TEXT.RECOVERY_EXPLAIN)}</Text>
      <List aria-label={t`Recovery codes`} ff="monospace" spacing={4} listStyleType="none">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? <Trans>Copied</Trans> : specText(TWO_STEP_TEXT.RECOVERY_COPY)}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={() => download(codes)}>
          {specText(TWO_STEP_TEXT.RECOVERY_DOWNLOAD)}
        </Button>
      </Group>
      <Button onClick={onDone}>{doneLabel}</Button>
    </Stack>
  );
}
