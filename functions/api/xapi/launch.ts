import { launchPackage } from '../../core/learner/xapi/launch';
import { launchOrigin } from '../../core/learner/xapi/lrs-request';
import { defineHandler } from '../../core/platform/http/define-handler';

/** Launches an item of an xAPI or cmi5 package: a launch session and the content URL with its launch parameters. */
export const handler = defineHandler('xapi.launch', async ({ auth, params, body, event }) =>
  launchPackage(auth, params.id, body.item, launchOrigin(event)),
);
