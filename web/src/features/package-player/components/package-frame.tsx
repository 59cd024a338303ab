import { useEffect, useRef, useState, type RefObject } from 'react';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconExternalLink, IconMaximize } from '@tabler/icons-react';
import {
  MSG,
  PACKAGE_BRIDGE,
  PACKAGE_STANDARD_TEXT,
  ZLaunchPageMessage,
  type TAsset,
  type TScormStartMessage,
} from '@skillway/shared';
import { isApiError } from '../../../api';
import { useProfile } from '../../profile/api/queries';
import { specText } from '../../../i18n/spec-text';
import { usePackageLaunch, type TLaunched } from '../api/use-package-launch';
import type { TNavRequest } from '../lib/scorm-runtime';
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

/**
 * The player's side of a SCORM launch: the launch page (content origin, framed below) says it is ready, the player
 * posts it the launch, and hears back of each commit saved or failed and of navigation requests. Messages are read
 * only from that frame's window on the content origin; the launch goes only to that origin.
 */
function useLaunchBridge(
  frame: RefObject<HTMLIFrameElement | null>,
  launch: TLaunched | undefined,
  learner: { id: string; name: string } | null,
  onProgress: () => void,
  onNavigate: (request: TNavRequest) => void,
): { saveFailed: boolean } {
  const [saveFailed, setSaveFailed] = useState(false);
  const progress = useRef(onProgress);
  const navigate = useRef(onNavigate);
  progress.current = onProgress;
  navigate.current = onNavigate;
  const scorm = launch?.open.scorm ?? null;

  useEffect(() => {
    if (!launch || !scorm || !learner) return;
    const start: TScormStartMessage = {
      type: PACKAGE_BRIDGE.START,
      version: scorm.version,
      cmi: scorm.cmi,
      item: { parameters: launch.open.item.parameters, mastery_score: launch.open.item.mastery_score },
      learner,
      title: launch.open.item.title,
      content_path: launch.open.content_url,
      commit_path: launch.open.commit_url,
    };
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || event.origin !== launch.contentOrigin) return;
      const message = ZLaunchPageMessage.safeParse(event.data);
      if (!message.success) return;
      switch (message.data.type) {
        case PACKAGE_BRIDGE.READY:
          target.postMessage(start, launch.contentOrigin);
          break;
        case PACKAGE_BRIDGE.SAVED:
          setSaveFailed(false);
          progress.current();
          break;
        case PACKAGE_BRIDGE.FAILED:
          // Not saved: the data stays pending for the next commit; the learner is told, and can open a new launch.
          setSaveFailed(true);
          break;
        case PACKAGE_BRIDGE.NAVIGATE:
          navigate.current(message.data.request);
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      setSaveFailed(false);
    };
    // One bridge per launch: the learner's identity does not change under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [launch, scorm, learner?.id]);

  return { saveFailed };
}

function LaunchError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Alert color="red" title={t`The package could not be opened`}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{specText(isApiError(error) ? error.message : MSG.GENERIC_ERROR)}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          <Trans>Try again</Trans>
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
  const { t } = useLingui();
  const launch = usePackageLaunch(asset.id, itemId);
  const profile = useProfile();
  const stage = useRef<HTMLDivElement>(null);
  const data = launch.data;
  const learner = profile.data
    ? { id: profile.data.id, name: `${profile.data.last_name}, ${profile.data.first_name}` }
    : null;
  const items = data?.open.items ?? [];
  const currentId = data?.open.item.id ?? itemId ?? '';
  const frame = useRef<HTMLIFrameElement>(null);
  const { saveFailed } = useLaunchBridge(frame, data, learner, onProgress, (request) => {
    const target = navigationTarget(items, currentId, request);
    if (target) onItem(target);
  });
  // A SCORM launch needs the learner's name for the runtime before its frame loads.
  const ready = data !== undefined && (data.open.scorm === null || learner !== null);
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
    const title = asset.title;
    return (
      <Center mih={240}>
        <Loader role="img" aria-label={t`Opening ${title}`} />
      </Center>
    );
  }
  const fullScreen = () => void stage.current?.requestFullscreen?.().catch(() => undefined);
  // A cmi5 unit with launchMethod OwnWindow must not play in a frame: it opens in a window of its own.
  const ownWindow = data.open.item.launch_method === 'OwnWindow';
  const itemTitle = data.open.item.title;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          {specText(PACKAGE_STANDARD_TEXT[data.open.standard])}
          {items.length > 1 ? ` · ${data.open.item.title}` : ''}
        </Text>
        {!ownWindow && (
          <Button size="xs" variant="default" leftSection={<IconMaximize size={14} aria-hidden />} onClick={fullScreen}>
            <Trans>Open full screen</Trans>
          </Button>
        )}
      </Group>
      {saveFailed && (
        <Alert color="red" title={t`Your latest progress could not be saved`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <Trans>
                The launch may have expired. Open the package again to carry on: what was saved before is kept.
              </Trans>
            </Text>
            <Button size="xs" variant="default" onClick={() => void launch.refetch()}>
              <Trans>Open again</Trans>
            </Button>
          </Stack>
        </Alert>
      )}
      {ownWindow ? (
        <Alert color="blue" variant="light" title={t`This unit opens in a window of its own`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <Trans>Your progress here is updated when you come back to this page.</Trans>
            </Text>
            <Button
              size="xs"
              component="a"
              href={data.url}
              target="_blank"
              rel="noopener noreferrer"
              rightSection={<IconExternalLink size={14} aria-hidden />}
            >
              <Trans>Open {itemTitle}</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : (
        <div className={classes.stage} ref={stage}>
          {/* A new launch (a new session) loads the content afresh, with its own launch page. The content origin
              holds no session; the sandbox keeps its scripts from navigating the player or opening windows. */}
          <iframe
            key={data.open.session}
            ref={frame}
            className={classes.frame}
            title={asset.title}
            src={data.url}
            sandbox="allow-scripts allow-forms allow-same-origin"
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
 * An e-learning package in the course player: its content in a sandboxed frame on the content origin (SCORM through
 * the launch page's scorm-again API, told of the launch by message; xAPI and cmi5 with their launch parameters),
 * full screen on demand, and a table of contents when the package has several items. Loaded with the first package
 * the learner opens (never in the player's first load).
 */
export default function PackageFrame({ asset, onProgress }: TPackageFrameProps) {
  const [itemId, setItemId] = useState<string | null>(null);
  // Started from Course Content (below it on a phone): the learner is taken to it.
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t`E-learning package`}>
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
