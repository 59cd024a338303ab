import { useLingui } from '@lingui/react/macro';
import { NumberInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { DEFAULT_PASS_MARK, MSG, QUIZ_LIMITS, ZPassMarkBody, type TTest } from '@skillway/shared';
import { SidePanel } from '../../../components/side-panel';
import { specText } from '../../../i18n/spec-text';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';
import { useSavePassMark } from '../api/mutations';

function PassMarkForm({ quiz, onDone }: { quiz: TTest; onDone: () => void }) {
  const { t } = useLingui();
  const save = useSavePassMark(quiz.id);
  const form = useForm({
    initialValues: { pass_mark: quiz.pass_mark ?? DEFAULT_PASS_MARK },
    validate: schemaResolver(ZPassMarkBody, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      Number(values.pass_mark),
      panelSaveHandlers(form, { success: specText(MSG.PASSMARK_ADDED), onDone, fallback: MSG.QUIZ_SAVE_ERROR }),
    ),
  );
  return (
    <PanelForm
      label={t`Edit Passmark`}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={t`Save Passmark`}
      submitting={save.isPending}
    >
      <NumberInput
        label={t`Pass mark (%)`}
        description={t`The score a learner needs to pass the test.`}
        min={QUIZ_LIMITS.passMarkMin}
        max={QUIZ_LIMITS.passMarkMax}
        allowDecimal={false}
        allowNegative={false}
        suffix="%"
        data-autofocus
        {...form.getInputProps('pass_mark')}
      />
    </PanelForm>
  );
}

/** Edit Passmark: a whole percentage, 80 unless changed. */
export function PassMarkPanel({ quiz, opened, onClose }: { quiz: TTest; opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <SidePanel opened={opened} onClose={onClose} title={t`Edit Passmark`} size={420}>
      {opened && <PassMarkForm quiz={quiz} onDone={onClose} />}
    </SidePanel>
  );
}
