import { Alert, List } from '@mantine/core';
import { MSG } from '@skillway/shared';
import { isApiError } from '../../../api';
import { specText } from '../../../i18n/spec-text';
import { notifyError } from '../../../lib/notify';

/** The field messages of a refused save (422), or nothing worth listing. */
function fieldMessages(error: unknown): string[] {
  if (!isApiError(error) || error.status !== 422) return [];
  return [...new Set(Object.values(error.errors).flat().map(specText))];
}

/**
 * The spec's assign failure: the generic toast and title, with the field errors a 422 carried listed in the panel.
 * Any other refusal with a message (a suspended company, a user outside the team) shows that message instead,
 * since it says why the save cannot work.
 */
export function assignFailure(error: unknown): { title: string; messages: string[] } {
  const refusal = isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 422;
  const problem =
    refusal && error.message
      ? { title: specText(error.message), messages: [] }
      : { title: specText(MSG.FORM_ERROR), messages: fieldMessages(error) };
  notifyError(problem.title);
  return problem;
}

/** A failed save or a missing selection, inside the panel. */
export function AssignError({ title, messages }: { title: string; messages: readonly string[] }) {
  return (
    <Alert color="red" role="alert" title={title}>
      {messages.length === 1
        ? messages[0]
        : messages.length > 1 && (
            <List size="sm">
              {messages.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          )}
    </Alert>
  );
}
