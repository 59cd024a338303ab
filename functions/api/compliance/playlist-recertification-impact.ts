import { defineHandler } from '../../core/platform/http/define-handler';
import { playlistRecertificationImpact } from '../../core/oversight/compliance/playlist-recertification';

export const handler = defineHandler('compliance.playlistRecertificationImpact', async ({ auth, params, body }) =>
  playlistRecertificationImpact(auth, params.id, body),
);
