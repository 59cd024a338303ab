import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconRestore } from '@tabler/icons-react';
import { MSG, type TTest } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useRestoreTest } from '../api/mutations';

/** For a test installed from the catalogue: rebuild its questions, or restore the whole default test. */
export function RestoreTestMenu({ quiz }: { quiz: TTest }) {
  const { t } = useLingui();
  const restore = useRestoreTest(quiz.id);
  if (!quiz.from_catalogue) return null;

  const run = async (mode: 'repopulate' | 'reseed') => {
    const ok = await confirmAction({
      title: mode === 'repopulate' ? t`Repopulate questions` : t`Restore default test`,
      message:
        mode === 'repopulate'
          ? t`Replace this test's questions with the default questions? The pass mark and settings are kept.`
          : t`Restore the default test? Its questions, pass mark and settings return to the defaults.`,
      confirmLabel: mode === 'repopulate' ? t`Repopulate` : t`Restore`,
      danger: true,
    });
    if (!ok) return;
    restore.mutate(mode, {
      onSuccess: () => notifySuccess(specText(mode === 'repopulate' ? MSG.QUIZ_REPOPULATED : MSG.QUIZ_RESEEDED)),
      onError: (error) => notifyApiError(error, MSG.QUIZ_SAVE_ERROR),
    });
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconRestore size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={restore.isPending}
        >
          <Trans>Defaults</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item data-autofocus onClick={() => void run('repopulate')}>
          <Trans>Repopulate questions</Trans>
        </Menu.Item>
        <Menu.Item color="red" onClick={() => void run('reseed')}>
          <Trans>Restore default test</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
