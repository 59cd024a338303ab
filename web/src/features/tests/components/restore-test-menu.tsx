import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconRestore } from '@tabler/icons-react';
import { MSG, type TTest } from '@skillway/shared';
import { confirmAction } from '../../../lib/confirm';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useRestoreTest } from '../api/mutations';

/** For a test installed from the catalogue: rebuild its questions, or restore the whole default test. */
export function RestoreTestMenu({ quiz }: { quiz: TTest }) {
  const restore = useRestoreTest(quiz.id);
  if (!quiz.from_catalogue) return null;

  const run = async (mode: 'repopulate' | 'reseed') => {
    const ok = await confirmAction({
      title: mode === 'repopulate' ? 'Repopulate questions' : 'Restore default test',
      message:
        mode === 'repopulate'
          ? "Replace this test's questions with the default questions? The pass mark and settings are kept."
          : 'Restore the default test? Its questions, pass mark and settings return to the defaults.',
      confirmLabel: mode === 'repopulate' ? 'Repopulate' : 'Restore',
      danger: true,
    });
    if (!ok) return;
    restore.mutate(mode, {
      onSuccess: () => notifySuccess(mode === 'repopulate' ? MSG.QUIZ_REPOPULATED : MSG.QUIZ_RESEEDED),
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
          Defaults
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item data-autofocus onClick={() => void run('repopulate')}>
          Repopulate questions
        </Menu.Item>
        <Menu.Item color="red" onClick={() => void run('reseed')}>
          Restore default test
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
