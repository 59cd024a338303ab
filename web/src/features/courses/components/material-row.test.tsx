import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TAsset, TVideoInfo } from '@skillway/shared';
import { renderWithApp } from '../../../test/render';
import { asset } from '../../learning/test-fixtures';
import { PLAYS_AS_UPLOADED_NOTE } from '../lib/video-source';
import { MaterialRow } from './material-row';

const handle = {
  attributes: {} as never,
  listeners: undefined,
  setActivatorNodeRef: () => undefined,
  isDragging: false,
};
const move = { index: 0, count: 1, moveUp: vi.fn(), moveDown: vi.fn() };

const video = (info: Partial<TVideoInfo>): TAsset =>
  asset({
    id: 'v1',
    title: 'Induction',
    asset_type: 'video',
    file: { url: 'https://files.test/induction.mp4', mime_type: 'video/mp4', original_name: 'induction.mp4', size: 10 },
    video: { status: 'ready', hls_url: null, poster_url: null, note: null, ...info },
  });

async function renderRow(material: TAsset) {
  renderWithApp(
    <MaterialRow
      asset={material}
      handle={handle}
      move={move}
      onEdit={vi.fn()}
      onDelete={vi.fn()}
      deleting={false}
      busy={false}
    />,
  );
  await screen.findByText('Induction');
}

describe('MaterialRow video streaming note', () => {
  it('tells the administrator a video without an HLS ladder plays as uploaded (the local product)', async () => {
    await renderRow(video({}));
    expect(screen.getByText(PLAYS_AS_UPLOADED_NOTE)).toBeTruthy();
  });

  it('says nothing of it once the video streams adaptively', async () => {
    await renderRow(video({ hls_url: 'https://api.test/v1/media/hls/c/c1/induction.m3u8?exp=1&sig=x' }));
    expect(screen.queryByText(PLAYS_AS_UPLOADED_NOTE)).toBeNull();
  });

  it('shows the preparing badge, not the note, while MediaConvert works (AWS)', async () => {
    await renderRow(video({ status: 'processing' }));
    expect(screen.getByText('Preparing stream')).toBeTruthy();
    expect(screen.queryByText(PLAYS_AS_UPLOADED_NOTE)).toBeNull();
  });
});
