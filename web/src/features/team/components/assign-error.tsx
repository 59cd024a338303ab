import { Alert, List } from '@mantine/core';
import { MSG } from '@skillway/shared';
import { isApiError } from '../../../api';
import { notifyError } from '../../../lib/notify';

/** The field messages of a refused save (422), or nothing worth listing. */
export function fieldMessages(error: unknown): string[] {
  if (!isApiError(error) || error.status !== 422) return [];
  return [...new Set(Object.values(error.errors).flat())];
}

/** The spec's assign failure: the generic toast; the panel lists the field errors the response carried. */
export function notifyAssignFailure(): void {
  notifyError(MSG.FORM_ERROR);
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
