import { MSG } from '../constants/messages';
import { fieldMessageCode, type TMessageCode } from './field-message-codes';

export type { TMessageCode };

/**
 * Stable codes for the server's English messages (issue 34): an error body carries `code` and `params` beside its
 * `message`, and each field error its own, so a client shows them in the user's language. A spec message's code is
 * its MSG key; a field rule's message (schemas/fields.ts and the schemas' own `The … field is required.`) is
 * recognised by its pattern, its parameters taken from it.
 */
let byText: Map<string, string> | undefined;

/** The code (and parameters) of an English message the server sends, or undefined for one without a code. */
export function messageCode(message: string): TMessageCode | undefined {
  byText ??= new Map(Object.entries(MSG).map(([key, text]) => [text, key]));
  const key = byText.get(message);
  if (key) return { code: key };
  return fieldMessageCode(message);
}
