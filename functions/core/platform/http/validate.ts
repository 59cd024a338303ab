import * as z from 'zod/mini';
import { AppError, type TFieldErrors } from './app-error';

/**
 * Parses one part of the request with its schema; failures become field errors keyed by the issue path
 * (`email`, `answers.0.value`), or by the part's name when the whole part is wrong.
 */
export function parsePart<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  part: 'params' | 'query' | 'body',
): z.output<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  throw AppError.validation(fieldErrors(result.error.issues, part));
}

function fieldErrors(issues: readonly z.core.$ZodIssue[], fallbackField: string): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : fallbackField;
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}
