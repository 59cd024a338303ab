import { plural, t } from '@lingui/core/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { whenModalsReady } from '../../../lib/modals-ready';

/** Keep the certificates' existing expiry dates, or recalculate them under the new settings. */
export type TRecalculationChoice = 'keep' | 'recalculate';

/**
 * Before new validity settings are saved over certificates already issued: says how many of them would change and
 * asks whether to keep their expiry dates or recalculate them (issue 29: issued certificates keep theirs unless the
 * administrator chooses). Resolves null on Cancel, Escape or the close button: nothing is saved. A Mantine modal as
 * `confirmAction` opens, with a third choice.
 */
export async function confirmRecalculation(changed: number): Promise<TRecalculationChoice | null> {
  await whenModalsReady();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (choice: TRecalculationChoice | null) => {
      if (settled) return;
      settled = true;
      resolve(choice);
    };
    const choose = (choice: TRecalculationChoice | null) => {
      settle(choice);
      modals.close(id);
    };
    const id = modals.open({
      title: t`Certificates already issued`,
      onClose: () => settle(null),
      children: (
        <Stack gap="md">
          <Text size="sm">
            {t`These settings would change the expiry date of ${plural(changed, { one: '# certificate', other: '# certificates' })} already issued. Keep their existing expiry dates, or recalculate them?`}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => choose(null)}>
              {t`Cancel`}
            </Button>
            <Button variant="default" onClick={() => choose('keep')}>
              {t`Keep existing expiry dates`}
            </Button>
            <Button onClick={() => choose('recalculate')}>
              {t`Recalculate ${plural(changed, { one: '# certificate', other: '# certificates' })}`}
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}
