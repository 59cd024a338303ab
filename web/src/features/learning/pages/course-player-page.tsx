import { Suspense, lazy, useDeferredValue, useRef, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Alert, Badge, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconClock } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { LEARNER_TEXT, LEARNING_EVENT, USER_COURSE_STATE, type TAsset } from '@skillway/shared';
import { notifyApiError } from '../../../lib/notify-api-error';
import { courseQueryOptions, useCourse } from '../../courses/api/course-query';
import { BackToCourses } from '../components/back-to-courses';
import { CourseDescription } from '../components/course-description';
import { LearnerCourseState } from '../components/learner-course-state';
import { sendAssetViewed, sendPlayerEvent } from '../api/progress-calls';
import { useRefreshCourse } from '../api/use-refresh-course';
import { CourseContentList } from '../components/course-content-list';
import { CourseVideo, type TCourseVideoHandle } from '../components/course-video';
import { TestArea } from '../components/test-area';
import { LEARNING_PAUSED, useLearningPaused } from '../lib/learning-paused';
import { courseMaterials, hasSlides } from '../lib/material-actions';
import { useViewerReveal } from '../lib/use-viewer-reveal';
import { COURSE_STATE_COLOR } from '../../../lib/course-state-color';
import { ButtonLink } from '../../../components/links/button-link';
import { specText } from '../../../i18n/spec-text';
import classes from './course-player-page.module.css';

// A deck's slides show only once the learner opens it: their viewer is not part of the player's first load.
const SlideViewer = lazy(() =>
  import('../../courses/components/slide-viewer').then((module) => ({ default: module.SlideViewer })),
);
// The same for an e-learning package: its frame and scorm-again load when the learner starts one.
const PackageFrame = lazy(() => import('../../package-player/components/package-frame'));

/** The route starts reading the course with the profile's request (before this page renders).
 * Read by screenRoute (routes/tree/screen-route.ts) from the page module it imports.
 * @public
 */
export function prefetch(queryClient: QueryClient, params: { id?: string }): void {
  if (params.id) void queryClient.prefetchQuery(courseQueryOptions(params.id, 'learner'));
}

/**
 * The course player: back to the list, title, description (links open in a new tab), duration and status; the
 * e-learning package the learner started; the video player with the selected video's title and description; the
 * slide viewer; the test area; and Course Content with progress. Progress is the server's: the course is read again
 * after a video ends, a material opens, a package commits its data or a test is submitted.
 */
export default function CoursePlayerPage() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/courses/player/$id' });
  const course = useCourse(id, 'learner');
  const refresh = useRefreshCourse(id);
  const paused = useLearningPaused();
  const video = useRef<TCourseVideoHandle>(null);
  const [videoId, setVideoId] = useState<string | null>(null);
  const [deckId, setDeckId] = useState<string | null>(null);
  const [packageId, setPackageId] = useState<string | null>(null);
  // The video shown until the learner picks one: chosen once, so a refetch (a video counted as watched) never swaps
  // the video under them.
  const firstVideo = useRef<string | null>(null);
  // A pick in Course Content (below the viewers) brings its viewer into view.
  const viewer = useViewerReveal();

  // The page renders in the background (React splits that render into short tasks) rather than in one long task as
  // the course lands; the loader stays until it is ready.
  const deferred = useDeferredValue(course.data);

  if (course.isError || !deferred) return <LearnerCourseState isPending={!course.isError} error={course.error} />;
  const data = deferred;
  const enrolled = data.enrolled ?? null;
  const videos = data.videos ?? [];
  const watched = enrolled?.watched ?? [];
  // The first video not yet watched, until the learner picks one.
  firstVideo.current ??= (videos.find((asset) => !watched.includes(asset.id)) ?? videos[0])?.id ?? null;
  const selectedVideo = videos.find((asset) => asset.id === (videoId ?? firstVideo.current)) ?? videos[0];
  const materials = courseMaterials(data);
  const deck = materials.find((asset) => asset.id === deckId && hasSlides(asset));
  const elearning = materials.find((asset) => asset.id === packageId && asset.package?.status === 'ready');

  if (!enrolled) {
    return (
      <Stack gap="md">
        <BackToCourses />
        <Title order={1} fz={28}>
          {data.name}
        </Title>
        <Alert color="gray" title={t`You are not enrolled on this course`}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              <Trans>Ask your administrator or manager to enrol you on it to start it.</Trans>
            </Text>
            <ButtonLink to="/courses/details/$id" params={{ id: data.id }} variant="light" size="xs">
              {specText(LEARNER_TEXT.VIEW_DETAILS)}
            </ButtonLink>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  // A suspended company: the server refuses every call that records learning, so only a completed course opens
  // (read only); the others say why instead of opening into errors.
  if (paused && enrolled.state !== USER_COURSE_STATE.COMPLETE) {
    return (
      <Stack gap="md">
        <BackToCourses />
        <Title order={1} fz={28}>
          {data.name}
        </Title>
        <Alert color="orange" title={t`This course is paused`}>
          <Text size="sm">
            {t(LEARNING_PAUSED)} <Trans>It opens again once your administrator restores the account.</Trans>
          </Text>
        </Alert>
      </Stack>
    );
  }

  const hasMain = !!selectedVideo || !!deck || !!elearning;
  const minutes = data.minutes;
  const progress = enrolled.progress;
  const progressText = t`Progress: ${progress}%`;
  const opened = (asset: TAsset) => {
    if (asset.asset_type === 'powerpoint' && hasSlides(asset)) {
      setDeckId(asset.id);
      viewer.pick('deck');
    }
    if (!paused) sendPlayerEvent(data.id, LEARNING_EVENT.ASSET_OPENED, asset.id).then(refresh, notifyApiError);
  };
  const openedLink = (asset: TAsset) => {
    if (!paused) sendAssetViewed(asset.id).then(refresh, notifyApiError);
  };
  const play = (asset: TAsset) => {
    setVideoId(asset.id);
    setDeckId(null);
    viewer.pick('video');
    video.current?.requestPlay();
  };
  const openPackage = (asset: TAsset) => {
    setPackageId(asset.id);
    viewer.pick('package');
  };

  return (
    <Stack gap="lg">
      <BackToCourses />
      <Stack gap="xs">
        <Title order={1} fz={28} style={{ overflowWrap: 'anywhere' }}>
          {data.name}
        </Title>
        <Group gap="md">
          <Group gap={4}>
            <IconClock size={16} aria-hidden />
            <Text size="sm">
              <Trans>Duration: {minutes} minutes</Trans>
            </Text>
          </Group>
          <Group gap={6}>
            <Text size="sm">
              <Trans>Status:</Trans>
            </Text>
            <Badge variant="light" color={COURSE_STATE_COLOR[enrolled.state] ?? 'gray'}>
              {specText(enrolled.state_text)}
            </Badge>
          </Group>
        </Group>
        {data.description && (
          // A long description would push the video below the fold: it opens on demand.
          <CourseDescription html={data.description} />
        )}
      </Stack>

      {/* Without a video or an open deck the side column takes the width rather than leave a hole. */}
      <div className={classes.columns} data-with-main={hasMain || undefined}>
        {hasMain && (
          <div>
            <Stack gap="md">
              {elearning && (
                <div ref={viewer.target.package}>
                  <Suspense fallback={null}>
                    <PackageFrame key={elearning.id} asset={elearning} onProgress={refresh} />
                  </Suspense>
                </div>
              )}
              {selectedVideo && (
                <Paper
                  ref={viewer.target.video}
                  tabIndex={-1}
                  withBorder
                  radius="md"
                  p="sm"
                  component="section"
                  aria-label={t`Video`}
                >
                  <CourseVideo
                    ref={video}
                    courseId={data.id}
                    video={selectedVideo}
                    notStarted={enrolled.state === USER_COURSE_STATE.NOT_STARTED}
                    watched={watched.includes(selectedVideo.id)}
                    onProgress={refresh}
                    readOnly={paused}
                  />
                  <Title order={2} fz={18} mt="sm">
                    {selectedVideo.title}
                  </Title>
                  {selectedVideo.description && (
                    <Text size="sm" c="dimmed">
                      {selectedVideo.description}
                    </Text>
                  )}
                </Paper>
              )}
              {deck && (
                <Suspense fallback={null}>
                  <SlideViewer ref={viewer.target.deck} title={deck.title} slides={deck.slider} />
                </Suspense>
              )}
            </Stack>
          </div>
        )}
        <div>
          <Stack gap="md">
            {enrolled.state === USER_COURSE_STATE.IN_PROGRESS && (
              <Paper withBorder radius="md" p="md" component="section" aria-label={t`Progress`}>
                <Text fw={600} mb={6}>
                  {progressText}
                </Text>
                <Progress value={progress} size="md" aria-label={progressText} />
              </Paper>
            )}
            <TestArea courseId={data.id} enrolled={enrolled} onSubmitted={refresh} />
          </Stack>
        </div>
      </div>

      <Paper withBorder radius="md" p="md" component="section" aria-label={t`Course Content`}>
        <Title order={2} fz={18} mb="xs">
          <Trans>Course Content</Trans>
        </Title>
        <CourseContentList
          materials={materials}
          watched={watched}
          selectedVideoId={selectedVideo?.id ?? null}
          selectedDeckId={deck?.id ?? null}
          selectedPackageId={elearning?.id ?? null}
          onPlay={play}
          onOpen={opened}
          onOpenLink={openedLink}
          onOpenPackage={openPackage}
        />
      </Paper>
    </Stack>
  );
}
