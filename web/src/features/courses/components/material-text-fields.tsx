import { useLingui } from '@lingui/react/macro';
import { TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COURSE_LIMITS } from '@skillway/shared';

/** A material's title and description, the same when it is added and when it is edited. */
export function MaterialTextFields<T extends { title: string; description: string }>({
  form,
}: {
  form: UseFormReturnType<T>;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextInput
        label={t`Title`}
        required
        maxLength={COURSE_LIMITS.materialTitleMax}
        data-autofocus
        {...form.getInputProps('title')}
      />
      <Textarea
        label={t`Description`}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={COURSE_LIMITS.materialDescriptionMax}
        {...form.getInputProps('description')}
      />
    </>
  );
}
