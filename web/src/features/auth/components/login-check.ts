import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { ZLoginBody } from '@skillway/shared';

/** The shared login schema as a form validator: a chunk of its own so zod is not on the login screen's path. */
export const checkLogin = schemaResolver(ZLoginBody, { sync: true });
