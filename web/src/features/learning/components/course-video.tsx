import { Suspense, forwardRef, lazy, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { LEARNING_EVENT, WATCH_TIME_SAVE_MS, type TAsset } from '@skillway/shared';
import { isApiError } from '../../../api';
import { videoSourceOf } from '../../courses/lib/video-source';
import { fetchLastTime, saveWatchTime, sendPlayerEvent } from '../api/progress-calls';
import { VideoPlayer, type TMountedVideo, type TVideoListeners } from '../../../components/video-player';

const loadResumeDialog = () => import('./resume-video-dialog');
const ResumeVideoDialog = lazy(loadResumeDialog);

/** A pause this close to the end is the end: its time is not saved (the end event starts the video at 0 again). */
const END_MARGIN_SECONDS = 0.5;

export interface TCourseVideoHandle {
  /** Plays the selected video (from the start once it has ended), as the Course Content list's Play asks. */
  requestPlay: () => void;
}

interface TCourseVideoProps {
  courseId: string;
  video: TAsset;
  /** The course is not started: the first play sends the play event (type 2). */
  notStarted: boolean;
  /** The learner has this video accessed already. */
  watched: boolean;
  /** Progress may have changed on the server (the video ended, or 90% of it was watched): read the course again. */
  onProgress: () => void;
  /** Learning is paused (a suspended company; only a completed course opens): the video plays, nothing is recorded. */
  readOnly?: boolean;
}

/**
 * The course's video player with the learner's events: play (type 2, while not started), pause with the time
 * (type 3), the end (type 4), and the time saved every 45 seconds while playing (a 401 stops playing). When the
 * player gets a video it fetches where the learner left it; above 0, the first play pauses and asks whether to
 * carry on from there.
 */
export const CourseVideo = forwardRef<TCourseVideoHandle, TCourseVideoProps>(function CourseVideo(
  { courseId, video, notStarted, watched, onProgress, readOnly = false },
  ref,
) {
  const [player, setPlayer] = useState<TMountedVideo | null>(null);
  const [resumeAt, setResumeAt] = useState<number | null>(null);
  // video.js mounts when the learner first plays (the player's still frame, or Play in Course Content).
  const [started, setStarted] = useState(false);
  // Mounted from the first question on, so it closes with its transition.
  const [dialogMounted, setDialogMounted] = useState(false);
  if (resumeAt !== null && !dialogMounted) setDialogMounted(true);
  // What the player's listeners read: the latest props, and the play event only while the course is not started.
  const live = useRef({ courseId, assetId: video.id, notStarted, watched, onProgress, readOnly });
  live.current = {
    ...live.current,
    courseId,
    notStarted: live.current.notStarted && notStarted,
    watched,
    onProgress,
    readOnly,
  };
  const session = useRef({ savedTime: 0, asked: false, suppressPause: false, pendingPlay: false });
  const saver = useRef<ReturnType<typeof setInterval> | null>(null);
  const playerRef = useRef<TMountedVideo | null>(null);

  const stopSaving = () => {
    if (saver.current) clearInterval(saver.current);
    saver.current = null;
  };
  useEffect(() => stopSaving, []);

  const startSaving = () => {
    stopSaving();
    saver.current = setInterval(() => {
      const current = playerRef.current;
      if (!current) return;
      const { assetId, watched: wasWatched } = live.current;
      saveWatchTime(assetId, current.currentTime(), current.duration())
        .then((enrolment) => {
          if (!wasWatched && enrolment.watched.includes(assetId)) live.current.onProgress();
        })
        .catch((error: unknown) => {
          // The session ended (the client signs out): stop playing rather than play on unsaved.
          if (isApiError(error) && error.status === 401) current.pause();
        });
    }, WATCH_TIME_SAVE_MS);
  };

  const listeners: TVideoListeners = {
    play: () => {
      const current = playerRef.current;
      if (!current) return;
      const state = session.current;
      if (!state.asked && state.savedTime > 0) {
        state.asked = true;
        state.suppressPause = true;
        current.pause();
        setResumeAt(state.savedTime);
        return;
      }
      state.asked = true;
      if (live.current.readOnly) return;
      if (live.current.notStarted) {
        live.current.notStarted = false;
        const { courseId: course, assetId } = live.current;
        void sendPlayerEvent(course, LEARNING_EVENT.PLAY, assetId).then(
          () => live.current.onProgress(),
          () => undefined,
        );
      }
      startSaving();
    },
    pause: () => {
      stopSaving();
      const current = playerRef.current;
      const state = session.current;
      if (state.suppressPause) {
        state.suppressPause = false;
        return;
      }
      if (!current || current.ended()) return;
      const time = current.currentTime();
      const duration = current.duration();
      if (duration > 0 && time >= duration - END_MARGIN_SECONDS) return;
      state.savedTime = time;
      if (live.current.readOnly) return;
      void sendPlayerEvent(live.current.courseId, LEARNING_EVENT.PAUSE, live.current.assetId, time).catch(
        () => undefined,
      );
    },
    ended: () => {
      stopSaving();
      session.current.savedTime = 0;
      if (live.current.readOnly) return;
      const { courseId: course, assetId } = live.current;
      void sendPlayerEvent(course, LEARNING_EVENT.VIDEO_END, assetId).then(
        () => live.current.onProgress(),
        () => undefined,
      );
    },
  };

  const onPlayer = (mounted: TMountedVideo | null) => {
    if (!mounted) stopSaving();
    playerRef.current = mounted;
    setPlayer(mounted);
  };

  // A new video, by id: a re-read course re-signs its URLs, and swapping the source would restart playback.
  const source = videoSourceOf(video);
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const poster = video.video?.poster_url;
  const title = video.title;
  // A new video, the moment it is selected (video.js mounts only when the learner plays): where they left it is
  // asked for now, so the resume question is ready for the first play.
  useEffect(() => {
    stopSaving();
    live.current.assetId = video.id;
    session.current = { ...session.current, savedTime: 0, asked: false, suppressPause: false };
    let cancelled = false;
    fetchLastTime(video.id).then(
      (time) => {
        if (cancelled || session.current.asked) return;
        session.current.savedTime = time;
        // The question will be asked on the first play: its dialog's chunk is fetched now.
        if (time > 0) void loadResumeDialog();
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [video.id]);

  useEffect(() => {
    const current = sourceRef.current;
    if (!player || !current) return;
    stopSaving();
    player.load(current, poster, title);
    if (session.current.pendingPlay) {
      session.current.pendingPlay = false;
      player.play();
    }
    // The poster and title follow the video; only a new video (or the player appearing) reloads it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [player, video.id]);

  useImperativeHandle(ref, () => ({
    requestPlay: () => {
      const current = playerRef.current;
      if (!current || live.current.assetId !== video.id) {
        session.current.pendingPlay = true;
        setStarted(true);
        return;
      }
      if (current.ended()) current.seek(0);
      current.play();
    },
  }));

  const answerResume = (carryOn: boolean) => {
    const at = resumeAt ?? 0;
    setResumeAt(null);
    playerRef.current?.seek(carryOn ? at : 0);
    playerRef.current?.play();
  };

  return (
    <VideoPlayer
      title={title}
      poster={poster}
      listeners={listeners}
      onPlayer={onPlayer}
      started={started}
      onStart={() => {
        session.current.pendingPlay = true;
        setStarted(true);
      }}
    >
      {!source && (
        <Text c="dimmed">
          <Trans>This video has no file.</Trans>
        </Text>
      )}
      {dialogMounted && (
        <Suspense fallback={null}>
          <ResumeVideoDialog opened={resumeAt !== null} onAnswer={answerResume} />
        </Suspense>
      )}
    </VideoPlayer>
  );
});
