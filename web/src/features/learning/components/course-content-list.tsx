import { Badge, Button, Group, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { IconDownload, IconExternalLink, IconPlayerPlay, IconPresentation, IconRefresh } from '@tabler/icons-react';
import type { TAsset } from '@skillway/shared';
import { hasSlides, isPdf } from '../lib/material-actions';
import classes from './course-content-list.module.css';

interface TCourseContentProps {
  materials: readonly TAsset[];
  watched: readonly string[];
  selectedVideoId: string | null;
  selectedDeckId: string | null;
  selectedPackageId: string | null;
  onPlay: (video: TAsset) => void;
  /** A document or deck was opened (Open, Download, View Slide). */
  onOpen: (asset: TAsset) => void;
  /** An external link was opened. */
  onOpenLink: (asset: TAsset) => void;
  /** An e-learning package was launched (it plays in the player). */
  onOpenPackage: (asset: TAsset) => void;
}

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** An accessed material's status; a package counts once its content reports it completed (or passed, per its rules). */
function accessedText(asset: TAsset): MessageDescriptor {
  if (asset.asset_type === 'video') return msg`Watched`;
  return asset.asset_type === 'package' ? msg`Completed` : msg`Viewed`;
}

function Action({ asset, done, props }: { asset: TAsset; done: boolean; props: TCourseContentProps }) {
  const { t } = useLingui();
  const title = asset.title;
  // The visible label, then which material (every row has one): "Play: Introduction".
  const label = (verb: string) => t`${verb}: ${title}`;
  if (asset.asset_type === 'video') {
    const verb = done ? t`Watch Again` : t`Play`;
    return (
      <Button
        size="xs"
        variant={done ? 'light' : 'filled'}
        leftSection={done ? <IconRefresh size={14} aria-hidden /> : <IconPlayerPlay size={14} aria-hidden />}
        onClick={() => props.onPlay(asset)}
        aria-label={label(verb)}
      >
        {verb}
      </Button>
    );
  }
  if (asset.asset_type === 'package') {
    if (asset.package?.status !== 'ready') {
      return (
        <Text size="xs" c="dimmed">
          {asset.package?.status === 'failed' ? t`Not available` : t`Not ready yet`}
        </Text>
      );
    }
    const verb = done ? t`Open Again` : t`Start`;
    return (
      <Button
        size="xs"
        variant={done ? 'light' : 'filled'}
        leftSection={done ? <IconRefresh size={14} aria-hidden /> : <IconPlayerPlay size={14} aria-hidden />}
        onClick={() => props.onOpenPackage(asset)}
        aria-pressed={props.selectedPackageId === asset.id}
        aria-label={label(verb)}
      >
        {verb}
      </Button>
    );
  }
  if (asset.asset_type === 'link') {
    if (!asset.external_link) return null;
    return (
      <Button
        component="a"
        href={asset.external_link}
        {...NEW_TAB}
        size="xs"
        variant="light"
        rightSection={<IconExternalLink size={14} aria-hidden />}
        onClick={() => props.onOpenLink(asset)}
        aria-label={label(t`Open Link`)}
      >
        <Trans>Open Link</Trans>
      </Button>
    );
  }
  if (hasSlides(asset)) {
    return (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPresentation size={14} aria-hidden />}
        onClick={() => props.onOpen(asset)}
        aria-pressed={props.selectedDeckId === asset.id}
        aria-label={label(t`View Slide`)}
      >
        <Trans>View Slide</Trans>
      </Button>
    );
  }
  if (!asset.file) return null;
  if (asset.asset_type === 'document' && isPdf(asset)) {
    return (
      <Button
        component="a"
        href={asset.file.url}
        {...NEW_TAB}
        size="xs"
        variant="light"
        rightSection={<IconExternalLink size={14} aria-hidden />}
        onClick={() => props.onOpen(asset)}
        aria-label={label(t`Open`)}
      >
        <Trans>Open</Trans>
      </Button>
    );
  }
  return (
    <Button
      component="a"
      href={asset.file.url}
      download={asset.file.original_name}
      size="xs"
      variant="light"
      rightSection={<IconDownload size={14} aria-hidden />}
      onClick={() => props.onOpen(asset)}
      aria-label={label(t`Download`)}
    >
      <Trans>Download</Trans>
    </Button>
  );
}

/**
 * Course Content: every material with its status and title, and the way to it: Play / Watch Again for videos,
 * Open Link for external links, View Slide for slide decks, Open for a PDF, Download for other documents and Start /
 * Open Again for e-learning packages (which play in the player).
 */
export function CourseContentList(props: TCourseContentProps) {
  const { t } = useLingui();
  const done = new Set(props.watched);
  if (props.materials.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>This course has no material yet.</Trans>
      </Text>
    );
  }
  return (
    <table className={classes.table} aria-label={t`Course Content`}>
      <thead>
        <tr>
          <th className={classes.status}>
            <Trans>Status</Trans>
          </th>
          <th>
            <Trans>Title</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {props.materials.map((asset) => {
          const accessed = done.has(asset.id);
          const current =
            asset.id === props.selectedVideoId ||
            asset.id === props.selectedDeckId ||
            asset.id === props.selectedPackageId;
          return (
            <tr key={asset.id} aria-current={current ? 'true' : undefined}>
              <td>
                <Badge size="sm" variant="light" tt="none" color={accessed ? 'green' : 'gray'}>
                  {accessed ? t(accessedText(asset)) : t`Not started`}
                </Badge>
              </td>
              <td>
                {/* The action sits beside the title, and drops below it on a phone. */}
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text
                    size="sm"
                    fw={current ? 700 : 500}
                    style={{ flex: '1 1 160px', minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {asset.title}
                  </Text>
                  <Action asset={asset} done={accessed} props={props} />
                </Group>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
