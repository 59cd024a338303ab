import { PLAYLIST_ENROLMENT } from '../../core/delivery/enrolment/enrolment-target-kinds';
import { enrolOnTarget } from '../../core/delivery/enrolment/target-enrolment-commands';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('playlists.assign', async ({ auth, params, body }) =>
  enrolOnTarget(PLAYLIST_ENROLMENT, auth, params.id, body),
);
