import { Trans, useLingui } from '@lingui/react/macro';
import { Modal, PasswordInput, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PanelFooter } from '../../../components/panel-form';
import { XAPI_FORWARDING_LIMITS } from '@skillway/shared';
import type { TXapiForwardTarget } from '@skillway/shared/schemas/xapi-forwarding';
import { isApiError } from '../../../api';
import { specText } from '../../../i18n/spec-text';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { notifySuccess } from '../../../lib/notify';
import { useCreateForwardTarget, useUpdateForwardTarget } from '../api/mutations';
import {
  EMPTY_TARGET_FORM,
  formField,
  targetBody,
  targetForm,
  validateTargetForm,
  type TTargetForm,
} from '../lib/target-form';

/** Add or edit an external LRS: `target` null adds one. Open while `opened`. */
export function TargetModal({
  opened,
  target,
  onClose,
}: {
  opened: boolean;
  target: TXapiForwardTarget | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const title = target ? t`Edit external LRS` : t`Add external LRS`;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg" closeOnClickOutside={false}>
      {/* Keyed by the target, so each opening starts from that target's values. */}
      {opened && <TargetForm key={target?.id ?? 'new'} target={target} title={title} onDone={onClose} />}
    </Modal>
  );
}

function TargetForm({
  target,
  title,
  onDone,
}: {
  target: TXapiForwardTarget | null;
  title: string;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const creating = target === null;
  const create = useCreateForwardTarget();
  const update = useUpdateForwardTarget();
  const form = useForm<TTargetForm>({
    initialValues: target ? targetForm(target) : EMPTY_TARGET_FORM,
    validate: (values) => validateTargetForm(values, creating),
  });
  const pending = create.isPending || update.isPending;
  const failed = (error: unknown) =>
    showServerErrors(form, error, {
      fieldMap: isApiError(error)
        ? Object.fromEntries(Object.keys(error.errors).map((key) => [key, formField(key)]))
        : {},
    });
  const saved = (answer: { message: string }) => {
    notifySuccess(specText(answer.message));
    onDone();
  };
  const submit = form.onSubmit((values) => {
    const body = targetBody(values);
    if (target) update.mutate({ id: target.id, body }, { onSuccess: saved, onError: failed });
    else create.mutate({ ...body, secret: body.secret ?? '' }, { onSuccess: saved, onError: failed });
  });
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="md">
        <TextInput
          label={t`Name`}
          description={t`Which LRS this is, for example “Watershed” or “Data warehouse”.`}
          required
          data-autofocus
          maxLength={XAPI_FORWARDING_LIMITS.nameMax}
          disabled={pending}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t`Endpoint`}
          description={t`The external LRS's xAPI endpoint, for example https://lrs.example.com/xapi/. Statements are sent to its statements resource.`}
          required
          type="url"
          inputMode="url"
          autoComplete="off"
          maxLength={XAPI_FORWARDING_LIMITS.endpointMax}
          disabled={pending}
          {...form.getInputProps('endpoint')}
        />
        <TextInput
          label={t`Key`}
          description={t`The user name (or LRS key) the external LRS gave you.`}
          required
          autoComplete="off"
          maxLength={XAPI_FORWARDING_LIMITS.keyMax}
          disabled={pending}
          {...form.getInputProps('key')}
        />
        <PasswordInput
          label={t`Secret`}
          description={
            creating
              ? t`The password (or LRS secret). It is stored encrypted and never shown again.`
              : t`A secret is set. Leave this empty to keep it, or type a new one. A new endpoint address needs the secret again.`
          }
          required={creating}
          autoComplete="new-password"
          maxLength={XAPI_FORWARDING_LIMITS.secretMax}
          disabled={pending}
          {...form.getInputProps('secret')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            <Trans>Which statements</Trans>
          </Text>
          <Text size="xs" c="dimmed">
            <Trans>
              Leave both lists empty to forward every statement. Voiding statements are always forwarded, so what was
              forwarded is voided there too.
            </Trans>
          </Text>
        </Stack>
        <Textarea
          label={t`Only these verbs`}
          description={t`One verb IRI per line, for example http://adlnet.gov/expapi/verbs/completed.`}
          autosize
          minRows={2}
          maxRows={6}
          spellCheck={false}
          disabled={pending}
          {...form.getInputProps('verbs')}
        />
        <Textarea
          label={t`Only activities starting with`}
          description={t`One activity IRI prefix per line, for example https://courses.example.com/safety/.`}
          autosize
          minRows={2}
          maxRows={6}
          spellCheck={false}
          disabled={pending}
          {...form.getInputProps('activity_prefixes')}
        />
        <Switch
          label={t`Forward statements to this LRS`}
          description={t`Switched off, new statements are not sent; those already waiting are sent when you switch it on again.`}
          disabled={pending}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <PanelFooter
          onCancel={onDone}
          submitting={pending}
          submitLabel={creating ? <Trans>Add external LRS</Trans> : <Trans>Save</Trans>}
        />
      </Stack>
    </form>
  );
}
