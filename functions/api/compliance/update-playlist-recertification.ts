import { defineHandler } from '../../core/platform/http/define-handler';
import { updatePlaylistRecertification } from '../../core/oversight/compliance/playlist-recertification';

export const handler = defineHandler('compliance.updatePlaylistRecertification', async ({ auth, params, body }) =>
  updatePlaylistRecertification(auth, params.id, body),
);
