import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { theme } from '../../app/theme';
import { PanelForm } from './panel-form';
import { panelSaveHandlers } from './panel-save-handlers';

type TOutcome = 'ok' | 'refused' | 'pending';

/** A name form whose save answers as told: saved, refused with a field error, or never (still saving). */
function NameForm({ outcome, onDone }: { outcome: TOutcome; onDone: () => void }) {
  const [saving, setSaving] = useState(false);
  const form = useForm({ initialValues: { name: '' } });
  const submit = form.onSubmit(() => {
    const handlers = panelSaveHandlers(form, { success: 'Saved.', onDone });
    setSaving(true);
    if (outcome === 'pending') return;
    setSaving(false);
    if (outcome === 'ok') handlers.onSuccess();
    else handlers.onError(new ApiError(422, 'Please check the form.', { name: ['The name is taken.'] }));
  });
  return (
    <PanelForm label="Rename" onSubmit={submit} onCancel={onDone} submitLabel="Save Name" submitting={saving}>
      <TextInput label="Name" {...form.getInputProps('name')} />
    </PanelForm>
  );
}

function renderForm(outcome: TOutcome) {
  const onDone = vi.fn();
  render(
    <MantineProvider theme={theme} env="test">
      <NameForm outcome={outcome} onDone={onDone} />
    </MantineProvider>,
  );
  fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } });
  return onDone;
}

describe('PanelForm', () => {
  it('is a named form whose Cancel closes without saving', () => {
    const onDone = renderForm('ok');
    expect(screen.getByRole('form', { name: 'Rename' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('closes once the save succeeds', async () => {
    const onDone = renderForm('ok');
    fireEvent.click(screen.getByRole('button', { name: 'Save Name' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  });

  it('stays open with what was typed and the field error when the save is refused', async () => {
    const onDone = renderForm('refused');
    fireEvent.click(screen.getByRole('button', { name: 'Save Name' }));
    expect(await screen.findByText('The name is taken.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Ada');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('keeps Cancel off while saving', async () => {
    renderForm('pending');
    fireEvent.click(screen.getByRole('button', { name: 'Save Name' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });
});
