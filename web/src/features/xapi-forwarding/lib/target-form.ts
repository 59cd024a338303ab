import type { FormErrors } from '@mantine/form';
import {
  ZXapiForwardTargetCreateBody,
  ZXapiForwardTargetUpdateBody,
  type TXapiForwardTarget,
  type TXapiForwardTargetUpdateBody,
} from '@skillway/shared/schemas/xapi-forwarding';
import { schemaResolver } from '../../../lib/forms/schema-resolver';

/**
 * The add/edit form as its fields hold it: the filter's IRIs one per line, the secret empty on an edit (kept unless
 * typed again).
 */
export interface TTargetForm {
  name: string;
  endpoint: string;
  key: string;
  secret: string;
  verbs: string;
  activity_prefixes: string;
  enabled: boolean;
}

export const EMPTY_TARGET_FORM: TTargetForm = {
  name: '',
  endpoint: '',
  key: '',
  secret: '',
  verbs: '',
  activity_prefixes: '',
  enabled: true,
};

export function targetForm(target: TXapiForwardTarget): TTargetForm {
  return {
    name: target.name,
    endpoint: target.endpoint,
    key: target.key,
    secret: '',
    verbs: target.filter.verbs.join('\n'),
    activity_prefixes: target.filter.activity_prefixes.join('\n'),
    enabled: target.enabled,
  };
}

function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The body to send; an edit's empty secret is left out (the stored one is kept). */
export function targetBody(values: TTargetForm): TXapiForwardTargetUpdateBody {
  const secret = values.secret.trim();
  return {
    name: values.name.trim(),
    endpoint: values.endpoint.trim(),
    key: values.key.trim(),
    ...(secret ? { secret } : {}),
    filter: { verbs: lines(values.verbs), activity_prefixes: lines(values.activity_prefixes) },
    enabled: values.enabled,
  };
}

/** A body key as the form's field: `filter.verbs.2` → `verbs` (the filter's lists are one field each). */
export function formField(key: string): string {
  const [head, list] = key.split('.');
  return head === 'filter' && list ? list : (head ?? key);
}

const createResolver = schemaResolver(ZXapiForwardTargetCreateBody, { sync: true });
const updateResolver = schemaResolver(ZXapiForwardTargetUpdateBody, { sync: true });

/** The contract's own rules on the body that will be sent, each message under its form field (the first wins). */
export function validateTargetForm(values: TTargetForm, creating: boolean): FormErrors {
  const errors = (creating ? createResolver : updateResolver)(targetBody(values));
  const placed: FormErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = formField(key);
    placed[field] ??= message;
  }
  return placed;
}
