import { useLingui } from '@lingui/react/macro';
import { Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG, QUIZ_LIMITS, type TTest } from '@skillway/shared';
import { SidePanel } from '../../../components/side-panel';
import { specText } from '../../../i18n/spec-text';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';
import { useSaveTestSettings } from '../api/mutations';

function StatementForm({ quiz, onDone }: { quiz: TTest; onDone: () => void }) {
  const { t } = useLingui();
  const save = useSaveTestSettings(quiz.id);
  const form = useForm({ initialValues: { agree_statement: quiz.agree_statement ?? '' } });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { agree_statement: values.agree_statement.trim() || null },
      panelSaveHandlers(form, { success: specText(MSG.SETTINGS_UPDATED), onDone, fallback: MSG.QUIZ_SAVE_ERROR }),
    ),
  );
  return (
    <PanelForm
      label={t`Agreement statement`}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={t`Save Statement`}
      submitting={save.isPending}
    >
      <Textarea
        label={t`Agreement statement`}
        description={t`Learners read this and sign their name to agree before the test. Leave it empty for none.`}
        autosize
        minRows={5}
        maxRows={14}
        maxLength={QUIZ_LIMITS.agreeStatementMax}
        data-autofocus
        {...form.getInputProps('agree_statement')}
      />
    </PanelForm>
  );
}

/**
 * The agreement statement (the page's action reads Add or Edit depending on whether one exists). The panel's own
 * title stays the same, so it does not change under the reader as the panel closes after a first save.
 */
export function StatementPanel({ quiz, opened, onClose }: { quiz: TTest; opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <SidePanel opened={opened} onClose={onClose} title={t`Agreement Statement`}>
      {opened && <StatementForm quiz={quiz} onDone={onClose} />}
    </SidePanel>
  );
}
