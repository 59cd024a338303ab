import { useEffect, useRef, type ReactNode } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LEARNING_EVENT, type TAsset } from '@skillway/shared';
import type { TMountedVideo, TVideoListeners } from '../../../components/video-player';
import { renderWithApp } from '../../../test/render';
import { PLAYS_AS_UPLOADED_NOTE } from '../../courses/lib/video-source';
import { asset, enrolment } from '../test-fixtures';
import { CourseVideo } from './course-video';

/**
 * video.js stands in as a player whose position is what the test says: with HLS the rendition changes under the
 * learner (Auto, or the quality menu), and the position in seconds is the same on every rendition, so the time saved
 * and resumed is that position, never a segment or a rendition's own count.
 */
const fake = vi.hoisted(() => ({
  time: 0,
  listeners: null as TVideoListeners | null,
  seeks: [] as number[],
  loaded: [] as string[],
}));

vi.mock('../../../components/video-player', () => ({
  VideoPlayer: function FakeVideoPlayer(props: {
    title: string;
    listeners?: Partial<TVideoListeners>;
    onPlayer?: (player: TMountedVideo | null) => void;
    started?: boolean;
    onStart?: () => void;
    children?: ReactNode;
  }) {
    fake.listeners = props.listeners as TVideoListeners;
    const playing = useRef(false);
    const player = useRef<TMountedVideo>({
      load: (source) => void fake.loaded.push(source.type),
      play: () => {
        playing.current = true;
        fake.listeners?.play();
      },
      pause: () => {
        if (!playing.current) return;
        playing.current = false;
        fake.listeners?.pause();
      },
      seek: (seconds) => void fake.seeks.push(seconds),
      currentTime: () => fake.time,
      duration: () => 1800,
      ended: () => false,
      dispose: () => undefined,
    });
    const { started, onPlayer } = props;
    useEffect(() => {
      if (started) onPlayer?.(player.current);
    }, [started, onPlayer]);
    return (
      <div>
        <button type="button" onClick={props.onStart}>{`Play Video: ${props.title}`}</button>
        <button type="button" onClick={() => player.current.pause()}>
          Pause
        </button>
        {props.children}
      </div>
    );
  },
}));

const calls = vi.hoisted(() => ({
  lastTime: 0,
  events: [] as unknown[][],
}));

vi.mock('../api/progress-calls', () => ({
  fetchLastTime: () => Promise.resolve(calls.lastTime),
  saveWatchTime: () => Promise.resolve(enrolment()),
  sendPlayerEvent: (...args: unknown[]) => {
    calls.events.push(args);
    return Promise.resolve(enrolment());
  },
}));

const video = (hls: boolean): TAsset =>
  asset({
    id: 'v1',
    title: 'Induction',
    asset_type: 'video',
    file: { url: 'https://files.test/induction.mp4', mime_type: 'video/mp4', original_name: 'induction.mp4', size: 10 },
    video: {
      status: 'ready',
      hls_url: hls ? 'https://api.test/v1/media/hls/c/c1/induction.m3u8?exp=1&sig=x' : null,
      poster_url: null,
      note: null,
    },
  });

function renderVideo(asset: TAsset) {
  renderWithApp(
    <CourseVideo courseId="c1" video={asset} notStarted={false} watched={false} onProgress={() => undefined} />,
  );
}

beforeEach(() => {
  Object.assign(fake, { time: 0, listeners: null, seeks: [], loaded: [] });
  Object.assign(calls, { lastTime: 0, events: [] });
});

describe('CourseVideo resume point', () => {
  it("saves the pause at the player's position in seconds, whichever rendition is playing", async () => {
    renderVideo(video(true));
    fireEvent.click(await screen.findByRole('button', { name: 'Play Video: Induction' }));
    await waitFor(() => expect(fake.loaded).toEqual(['application/x-mpegURL']));
    // 5 min 12.4 s in, after the stream has moved between renditions.
    fake.time = 312.4;
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(calls.events).toEqual([['c1', LEARNING_EVENT.PAUSE, 'v1', 312.4]]);
  });

  it('carries on from the saved seconds on the HLS stream when the learner says Yes', async () => {
    calls.lastTime = 312.4;
    renderVideo(video(true));
    fireEvent.click(await screen.findByRole('button', { name: 'Play Video: Induction' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(fake.seeks).toEqual([312.4]);
  });

  it('shows the learner no note about how the video is streamed', async () => {
    renderVideo(video(false));
    fireEvent.click(await screen.findByRole('button', { name: 'Play Video: Induction' }));
    await waitFor(() => expect(fake.loaded).toEqual(['video/mp4']));
    expect(screen.queryByText(PLAYS_AS_UPLOADED_NOTE)).toBeNull();
  });
});
