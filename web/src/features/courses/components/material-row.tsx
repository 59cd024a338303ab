import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEdit, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { MSG, PACKAGE_STANDARD_TEXT, PACKAGE_STATE_TEXT, type TAsset } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { MATERIAL_KINDS } from '../lib/material-kinds';
import { PLAYS_AS_UPLOADED, playsAsUploaded } from '../lib/video-source';
import type { TDragHandle, TMoveControls } from './sortable-list';

interface TMaterialRowProps {
  asset: TAsset;
  handle: TDragHandle;
  move: TMoveControls;
  onEdit: (asset: TAsset) => void;
  onDelete: (asset: TAsset) => void;
  deleting: boolean;
  /** While an order is being saved, moving again waits. */
  busy: boolean;
}

/**
 * An e-learning package's standard and state: "SCORM 2004 · Ready", "Processing…" while the worker unpacks it
 * (the list is read again meanwhile), or "Failed" with the reason the package was refused.
 */
function PackageState({ info }: { info: NonNullable<TAsset['package']> }) {
  if (info.status === 'processing') {
    return (
      <Badge size="xs" variant="light" color="yellow" tt="none">
        {specText(PACKAGE_STATE_TEXT.processing)}
      </Badge>
    );
  }
  if (info.status === 'failed') {
    return (
      <Badge size="xs" variant="light" color="red" tt="none">
        {specText(PACKAGE_STATE_TEXT.failed)}
      </Badge>
    );
  }
  return (
    <Badge size="xs" variant="light" color="green" tt="none">
      {info.standard
        ? `${specText(PACKAGE_STANDARD_TEXT[info.standard])} · ${specText(PACKAGE_STATE_TEXT.ready)}`
        : specText(PACKAGE_STATE_TEXT.ready)}
    </Badge>
  );
}

/** Where a video or a slide deck is in its processing, when that matters to the administrator. */
function StatusBadge({ asset }: { asset: TAsset }) {
  const { t } = useLingui();
  if (asset.asset_type === 'package' && asset.package) return <PackageState info={asset.package} />;
  if (asset.asset_type === 'video' && asset.video && asset.video.status !== 'ready') {
    return (
      <Tooltip label={specText(asset.video.note ?? '')} disabled={!asset.video.note} withinPortal>
        <Badge size="xs" variant="light" color={asset.video.status === 'failed' ? 'red' : 'yellow'}>
          {asset.video.status === 'failed' ? t`Streaming failed` : t`Preparing stream`}
        </Badge>
      </Tooltip>
    );
  }
  if (asset.asset_type === 'powerpoint' && asset.conversion && asset.conversion !== 'ready') {
    return (
      <Tooltip label={specText(asset.conversion_note ?? '')} disabled={!asset.conversion_note} withinPortal>
        <Badge size="xs" variant="light" color={asset.conversion === 'pending' ? 'yellow' : 'gray'}>
          {asset.conversion === 'pending' ? t`Preparing slides` : t`Download only`}
        </Badge>
      </Tooltip>
    );
  }
  return null;
}

/** One material in the course manager: drag handle, type icon, title and description, and its actions. */
export function MaterialRow({ asset, handle, move, onEdit, onDelete, deleting, busy }: TMaterialRowProps) {
  const { t } = useLingui();
  const title = asset.title;
  const kind = MATERIAL_KINDS[asset.asset_type];
  const Icon = kind.icon;
  // Moving by keyboard (WCAG 2.5.7): the buttons stay focusable while an order saves or at the ends (aria-disabled,
  // not disabled, which would drop the focus), and the pressed one gets the focus back once the row has moved (the
  // row's element is moved in the page, which blurs it).
  const upButton = useRef<HTMLButtonElement>(null);
  const downButton = useRef<HTMLButtonElement>(null);
  const pressed = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    pressed.current?.focus();
    pressed.current = null;
  }, [move.index]);
  const atTop = move.index === 0;
  const atBottom = move.index === move.count - 1;
  const moveBy = (direction: 'up' | 'down') => {
    if (busy || (direction === 'up' ? atTop : atBottom)) return;
    pressed.current = direction === 'up' ? upButton.current : downButton.current;
    if (direction === 'up') move.moveUp();
    else move.moveDown();
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      shadow={handle.isDragging ? 'md' : undefined}
      style={{ opacity: handle.isDragging ? 0.9 : 1 }}
    >
      {/* On a phone the actions drop below the title rather than squeezing it. */}
      <Group gap="sm" wrap="wrap" align="center">
        <ActionIcon
          ref={handle.setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={t`Drag to reorder: ${title}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          disabled={busy}
          {...handle.attributes}
          {...handle.listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <ThemeIcon variant="light" color={kind.color} size={36} radius="md" aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: '1 1 180px', minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {asset.title}
            </Text>
            <Text size="xs" c="dimmed" tt="capitalize">
              {t(kind.noun)}
            </Text>
            <StatusBadge asset={asset} />
          </Group>
          {asset.package?.status === 'failed' && (
            <Text size="sm" c="red.8">
              {specText(PACKAGE_STATE_TEXT.failed)}: {specText(asset.package.error ?? MSG.PACKAGE_FAILED)}
            </Text>
          )}
          {playsAsUploaded(asset) && (
            <Text size="xs" c="dimmed">
              {t(PLAYS_AS_UPLOADED)}
            </Text>
          )}
          {asset.description && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {asset.description}
            </Text>
          )}
        </Stack>
        <Group gap={2} wrap="nowrap" ms="auto">
          <Tooltip label={t`Move up`} withinPortal>
            <ActionIcon
              ref={upButton}
              variant="subtle"
              color="gray"
              aria-label={t`Move up: ${title}`}
              onClick={() => moveBy('up')}
              data-disabled={busy || atTop || undefined}
              aria-disabled={busy || atTop}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t`Move down`} withinPortal>
            <ActionIcon
              ref={downButton}
              variant="subtle"
              color="gray"
              aria-label={t`Move down: ${title}`}
              onClick={() => moveBy('down')}
              data-disabled={busy || atBottom || undefined}
              aria-disabled={busy || atBottom}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t`Edit`} withinPortal>
            <ActionIcon variant="subtle" aria-label={t`Edit ${title}`} onClick={() => onEdit(asset)}>
              <IconEdit size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t`Delete`} withinPortal>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t`Delete ${title}`}
              onClick={() => onDelete(asset)}
              loading={deleting}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
