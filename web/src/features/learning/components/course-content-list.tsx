import { Badge, Button, Group, Text } from '@mantine/core';
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
function accessedText(asset: TAsset): string {
  if (asset.asset_type === 'video') return 'Watched';
  return asset.asset_type === 'package' ? 'Completed' : 'Viewed';
}

function Action({ asset, done, props }: { asset: TAsset; done: boolean; props: TCourseContentProps }) {
  const label = (verb: string) => `${verb}: ${asset.title}`;
  if (asset.asset_type === 'video') {
    return (
      <Button
        size="xs"
        variant={done ? 'light' : 'filled'}
        leftSection={done ? <IconRefresh size={14} aria-hidden /> : <IconPlayerPlay size={14} aria-hidden />}
        onClick={() => props.onPlay(asset)}
        aria-label={label(done ? 'Watch Again' : 'Play')}
      >
        {done ? 'Watch Again' : 'Play'}
      </Button>
    );
  }
  if (asset.asset_type === 'package') {
    if (asset.package?.status !== 'ready') {
      return (
        <Text size="xs" c="dimmed">
          {asset.package?.status === 'failed' ? 'Not available' : 'Not ready yet'}
        </Text>
      );
    }
    return (
      <Button
        size="xs"
        variant={done ? 'light' : 'filled'}
        leftSection={done ? <IconRefresh size={14} aria-hidden /> : <IconPlayerPlay size={14} aria-hidden />}
        onClick={() => props.onOpenPackage(asset)}
        aria-pressed={props.selectedPackageId === asset.id}
        aria-label={label(done ? 'Open Again' : 'Start')}
      >
        {done ? 'Open Again' : 'Start'}
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
        aria-label={label('Open Link')}
      >
        Open Link
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
        aria-label={label('View Slide')}
      >
        View Slide
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
        aria-label={label('Open')}
      >
        Open
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
      aria-label={label('Download')}
    >
      Download
    </Button>
  );
}

/**
 * Course Content: every material with its status and title, and the way to it: Play / Watch Again for videos,
 * Open Link for external links, View Slide for slide decks, Open for a PDF, Download for other documents and Start /
 * Open Again for e-learning packages (which play in the player).
 */
export function CourseContentList(props: TCourseContentProps) {
  const done = new Set(props.watched);
  if (props.materials.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This course has no material yet.
      </Text>
    );
  }
  return (
    <table className={classes.table} aria-label="Course Content">
      <thead>
        <tr>
          <th className={classes.status}>Status</th>
          <th>Title</th>
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
                  {accessed ? accessedText(asset) : 'Not started'}
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
