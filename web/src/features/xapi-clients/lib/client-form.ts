import {
  XAPI_CLIENT_MSG,
  XAPI_VERSIONS,
  ZXapiClientCreateBody,
  type TXapiClientCreateBody,
  type TXapiScope,
  type TXapiVersion,
} from '@skillway/shared';
import type { FormErrors } from '@mantine/form';
import { specText } from '../../../i18n/spec-text';
import { schemaResolver } from '../../../lib/forms/schema-resolver';

/** The create form as the fields hold it: the expiry is the picker's local `YYYY-MM-DD HH:mm:ss`, or null. */
export interface TClientForm {
  name: string;
  scopes: TXapiScope[];
  expires_at: string | null;
  default_version: TXapiVersion;
}

/**
 * What an authoring tool publishing to an LRS needs (send statements, read its own back, resume where the learner
 * left off), so the usual case is one name away; the administrator narrows or widens it.
 */
export const INITIAL_CLIENT_FORM: TClientForm = {
  name: '',
  scopes: ['statements/write', 'statements/read/mine', 'state'],
  expires_at: null,
  default_version: XAPI_VERSIONS[0],
};

/** The picker's local date and time as an ISO instant (the contract's `expires_at`); null for no expiry. */
function expiryInstant(local: string | null): string | null {
  if (!local) return null;
  // `YYYY-MM-DDTHH:mm:ss` without an offset is read in the browser's time zone, as the picker showed it.
  const date = new Date(local.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function clientBody(values: TClientForm): TXapiClientCreateBody {
  return {
    name: values.name.trim(),
    scopes: values.scopes,
    expires_at: expiryInstant(values.expires_at),
    default_version: values.default_version,
  };
}

const bodyResolver = schemaResolver(ZXapiClientCreateBody, { sync: true });

/**
 * The contract's own rules on the body that will be sent, and the server's "in the future" check ahead of it (the
 * picker stops at today, not at the minute).
 */
export function validateClientForm(values: TClientForm, now = Date.now()): FormErrors {
  const body = clientBody(values);
  const errors = bodyResolver(body);
  if (!errors.expires_at && body.expires_at && Date.parse(body.expires_at) <= now) {
    errors.expires_at = specText(XAPI_CLIENT_MSG.EXPIRY_PAST);
  }
  return errors;
}
