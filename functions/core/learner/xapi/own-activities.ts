import type { TXapiSessionItem } from './session-repository';

/**
 * The activities a launch session speaks for as their author: the activity it launched and those under its IRI
 * (`<launched>/…`, `#…`, `?…`, `:…`: how authoring tools name a package's slides, questions and interactions). A
 * session may define these (activity-definitions.ts) and write their activity profiles (documents.ts); for any other
 * activity it is one more learner's content, and company-wide data stays as its owners wrote it.
 */
export function isOwnActivity(session: Pick<TXapiSessionItem, 'activity_id'>, activityId: string): boolean {
  const root = session.activity_id;
  if (!root || !activityId.startsWith(root)) return false;
  if (activityId.length === root.length) return true;
  return /[/#?:]$/.test(root) || /^[/#?:]/.test(activityId.slice(root.length));
}
