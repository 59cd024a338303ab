import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TXapiScope } from '@skillway/shared';

/**
 * What each xAPI scope lets a client do, in plain words. The scopes themselves stay the xAPI spec's words (they are
 * what authoring tools and LRS documentation name); this is the line under each.
 */
export const SCOPE_DESCRIPTION: Readonly<Record<TXapiScope, MessageDescriptor>> = {
  'statements/write': msg`Send learning records (statements), for example a course's progress and results.`,
  'statements/read/mine': msg`Read back the statements this client sent.`,
  'statements/read': msg`Read every statement of your company, whichever client sent it.`,
  state: msg`Save and read where a learner got to in a course (bookmarks and resume data).`,
  define: msg`Describe activities and people (names and descriptions) that other clients may read.`,
  profile: msg`Save and read activity and learner profiles.`,
  'all/read': msg`Read everything: statements, state and profiles.`,
  all: msg`Everything: read and write all of the above.`,
};
