import { PLAYLIST_ENROLMENT } from '../../core/enrolment/enrolment-target-kinds';
import { enrolOnTarget } from '../../core/enrolment/target-enrolment-commands';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('playlists.assign', async ({ auth, params, body }) =>
  enrolOnTarget(PLAYLIST_ENROLMENT, auth, params.id, body),
);
