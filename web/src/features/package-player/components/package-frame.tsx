import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconMaximize } from '@tabler/icons-react';
import { MSG, PACKAGE_STANDARD_TEXT, type TAsset } from '@skillway/shared';
import { isApiError } from '../../../api';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useProfile } from '../../profile/api/queries';
import { usePackageLaunch, type TLaunched } from '../api/use-package-launch';
import { startScormSession, type TNavRequest, type TScormSession } from '../lib/scorm-runtime';
import { PackageContents } from './package-contents';
import classes from './package-frame.module.css';

/** While xAPI or cmi5 content runs, its statements reach the server directly: the course is read again this often. */
const XAPI_REFRESH_MS = 20_000;

interface TPackageFrameProps {
  asset: TAsset;
  /** Read the learner's enrolment again (progress, state), after a commit or when the learner comes back. */
  onProgress: () => void;
}

type TItem = TLaunched['open']['item'];

/** The item a flow or choice request of a SCORM 2004 SCO leads to, if there is one. */
function navigationTarget(items: readonly TItem[], currentId: string, request: TNavRequest): string | null {
  const at = items.findIndex((item) => item.id === currentId);
  if (request.kind === 'choice') return items.some((item) => item.id === request.target) ? request.target : null;
  const next = items[request.kind === 'continue' ? at + 1 : at - 1];
  return next?.id ?? null;
}

/** Installs the SCORM runtime for a SCORM launch; ready at once for xAPI and cmi5. */
function useRuntime(
  launch: TLaunched | undefined,
  learner: { id: string; name: string } | null,
  onProgress: () => void,
  onNavigate: (request: TNavRequest) => void,
): { ready: boolean; saveFailed: boolean } {
  const [session, setSession] = useState<TScormSession | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const progress = useRef(onProgress);
  const navigate = useRef(onNavigate);
  progress.current = onProgress;
  navigate.current = onNavigate;
  const scorm = launch?.open.scorm ?? null;

  useEffect(() => {
    if (!launch || !scorm || !learner) return;
    let cancelled = false;
    let started: TScormSession | null = null;
    const onPageHide = () => started?.flushWithBeacon();
    void startScormSession(
      {
        version: scorm.version,
        cmi: scorm.cmi,
        commitUrl: launch.open.commit_url,
        item: launch.open.item,
        learner,
      },
      {
        onSaved: () => {
          setSaveFailed(false);
          progress.current();
        },
        // Not saved: the data stays pending for the next commit; the learner is told, and can open a new launch.
        onError: () => setSaveFailed(true),
        onNavigate: (request) => navigate.current(request),
      },
    ).then((value) => {
      if (cancelled) {
        value.dispose();
        return;
      }
      started = value;
      window.addEventListener('pagehide', onPageHide);
      setSession(value);
    }, notifyApiError);
    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', onPageHide);
      started?.dispose();
      setSession(null);
      setSaveFailed(false);
    };
    // One runtime per launch: the learner's identity does not change under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [launch, scorm, learner?.id]);

  return { ready: launch !== undefined && (scorm === null || session !== null), saveFailed };
}

function LaunchError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" title="The package could not be opened">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{isApiError(error) ? error.message : MSG.GENERIC_ERROR}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/** One item of the package, launched: the frame, loaded once the runtime (SCORM) or the launch URL (xAPI) is there. */
function PackageItemFrame({
  asset,
  itemId,
  onItem,
  onProgress,
}: TPackageFrameProps & { itemId: string | null; onItem: (itemId: string) => void }) {
  const launch = usePackageLaunch(asset.id, itemId);
  const profile = useProfile();
  const stage = useRef<HTMLDivElement>(null);
  const data = launch.data;
  const learner = profile.data
    ? { id: profile.data.id, name: `${profile.data.last_name}, ${profile.data.first_name}` }
    : null;
  const items = data?.open.items ?? [];
  const currentId = data?.open.item.id ?? itemId ?? '';
  const { ready, saveFailed } = useRuntime(data, learner, onProgress, (request) => {
    const target = navigationTarget(items, currentId, request);
    if (target) onItem(target);
  });
  const isXapi = data?.open.standard === 'xapi' || data?.open.standard === 'cmi5';

  // Back from the content (focus leaves the frame, or the tab is shown again): read the progress again. xAPI
  // content reports to the LRS, not to this page, so while it runs the course is also read every little while.
  useEffect(() => {
    if (!data) return;
    // Opening started the course if it was not started: the state shows it at once.
    onProgress();
    const onBack = () => onProgress();
    const onVisible = () => document.visibilityState === 'visible' && onProgress();
    window.addEventListener('focus', onBack);
    document.addEventListener('visibilitychange', onVisible);
    const timer = isXapi ? setInterval(onProgress, XAPI_REFRESH_MS) : undefined;
    return () => {
      window.removeEventListener('focus', onBack);
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
    };
  }, [data, isXapi, onProgress]);

  if (launch.isError) return <LaunchError error={launch.error} onRetry={() => void launch.refetch()} />;
  if (!data || !ready) {
    return (
      <Center mih={240}>
        <Loader aria-label={`Opening ${asset.title}`} />
      </Center>
    );
  }
  const fullScreen = () => void stage.current?.requestFullscreen?.().catch(() => undefined);
  // A cmi5 unit with launchMethod OwnWindow must not play in a frame: it opens in a window of its own.
  const ownWindow = data.open.item.launch_method === 'OwnWindow';
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          {PACKAGE_STANDARD_TEXT[data.open.standard]}
          {items.length > 1 ? ` · ${data.open.item.title}` : ''}
        </Text>
        {!ownWindow && (
          <Button size="xs" variant="default" leftSection={<IconMaximize size={14} aria-hidden />} onClick={fullScreen}>
            Open full screen
          </Button>
        )}
      </Group>
      {saveFailed && (
        <Alert color="red" title="Your latest progress could not be saved">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              The launch may have expired. Open the package again to carry on: what was saved before is kept.
            </Text>
            <Button size="xs" variant="default" onClick={() => void launch.refetch()}>
              Open again
            </Button>
          </Stack>
        </Alert>
      )}
      {ownWindow ? (
        <Alert color="blue" variant="light" title="This unit opens in a window of its own">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Your progress here is updated when you come back to this page.</Text>
            <Button
              size="xs"
              component="a"
              href={data.url}
              target="_blank"
              rel="noopener noreferrer"
              rightSection={<IconExternalLink size={14} aria-hidden />}
            >
              Open {data.open.item.title}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <div className={classes.stage} ref={stage}>
          {/* A new launch (a new session) loads the content afresh, so it finds the new runtime. */}
          <iframe
            key={data.open.session}
            className={classes.frame}
            title={asset.title}
            src={data.url}
            allow="fullscreen; autoplay"
          />
        </div>
      )}
      {items.length > 1 && (
        <PackageContents items={items} currentId={currentId} onSelect={(id) => id !== currentId && onItem(id)} />
      )}
    </Stack>
  );
}

/**
 * An e-learning package in the course player: its content in a same-origin frame (SCORM through scorm-again's API
 * on this window; xAPI and cmi5 with their launch parameters), full screen on demand, and a table of contents when
 * the package has several items. Loaded with the first package the learner opens (never in the player's first load).
 */
export default function PackageFrame({ asset, onProgress }: TPackageFrameProps) {
  const [itemId, setItemId] = useState<string | null>(null);
  // Started from Course Content (below it on a phone): the learner is taken to it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="E-learning package">
      <Title ref={heading} tabIndex={-1} order={2} fz={18} mb="xs" style={{ overflowWrap: 'anywhere' }}>
        {asset.title}
      </Title>
      {asset.description && (
        <Text size="sm" c="dimmed" mb="xs">
          {asset.description}
        </Text>
      )}
      {/* Another item is another launch: the old runtime flushes and leaves before the new one is installed. */}
      <PackageItemFrame key={itemId ?? ''} asset={asset} itemId={itemId} onItem={setItemId} onProgress={onProgress} />
    </Paper>
  );
}
