import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconExternalLink, IconPresentation } from '@tabler/icons-react';
import { MSG, type TAsset } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { MATERIAL_KINDS } from '../lib/material-kinds';
import { SlideViewer } from './slide-viewer';
import { FileList } from '../../../components/file-row';

function isPdf(asset: TAsset): boolean {
  return asset.file?.mime_type === 'application/pdf' || /\.pdf$/i.test(asset.file?.original_name ?? '');
}

/** Why a deck has no slide images, in words a learner understands. */
function slideNote(asset: TAsset): string {
  if (asset.conversion === 'pending') return specText(MSG.SLIDES_PENDING);
  if (asset.conversion === 'failed') return specText(MSG.SLIDES_FAILED);
  return specText(asset.conversion_note ?? MSG.SLIDES_UNAVAILABLE);
}

function ContentAction({ asset }: { asset: TAsset }) {
  const newTab = { target: '_blank', rel: 'noopener noreferrer' };
  if (asset.asset_type === 'link' && asset.external_link) {
    return (
      <Button
        component="a"
        href={asset.external_link}
        {...newTab}
        size="xs"
        variant="light"
        rightSection={<IconExternalLink size={14} aria-hidden />}
      >
        <Trans>Open Link</Trans>
      </Button>
    );
  }
  if (!asset.file) return null;
  if (asset.asset_type === 'document' && isPdf(asset)) {
    return (
      <Button
        component="a"
        href={asset.file.url}
        {...newTab}
        size="xs"
        variant="light"
        rightSection={<IconExternalLink size={14} aria-hidden />}
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
    >
      <Trans>Download</Trans>
    </Button>
  );
}

function ContentItem({ asset }: { asset: TAsset }) {
  const { t } = useLingui();
  const [showSlides, setShowSlides] = useState(false);
  const kind = MATERIAL_KINDS[asset.asset_type];
  const Icon = kind.icon;
  const hasSlides = asset.asset_type === 'powerpoint' && asset.conversion === 'ready' && asset.slider.length > 0;
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        {/* On a phone the buttons drop below the title rather than squeezing it. */}
        <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 220px' }}>
            <ThemeIcon variant="light" color={kind.color} size={32} radius="md" aria-hidden>
              <Icon size={18} />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {asset.title}
              </Text>
              {asset.description && (
                <Text size="sm" c="dimmed">
                  {asset.description}
                </Text>
              )}
            </div>
          </Group>
          <Group gap="xs" wrap="nowrap" ms="auto">
            {hasSlides && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPresentation size={14} aria-hidden />}
                onClick={() => setShowSlides((shown) => !shown)}
                aria-expanded={showSlides}
              >
                {showSlides ? t`Hide Slides` : t`View Slides`}
              </Button>
            )}
            <ContentAction asset={asset} />
          </Group>
        </Group>
        {asset.asset_type === 'powerpoint' && !hasSlides && (
          <Alert variant="light" color="gray" p="xs">
            <Text size="sm">{slideNote(asset)}</Text>
          </Alert>
        )}
        {showSlides && <SlideViewer title={asset.title} slides={asset.slider} />}
      </Stack>
    </Paper>
  );
}

/** Additional content: documents (Open for pdf, Download otherwise), external links, and slide decks. */
export function AdditionalContent({ assets }: { assets: readonly TAsset[] }) {
  return (
    <FileList count={assets.length} empty={<Trans>No additional content.</Trans>}>
      {assets.map((asset) => (
        <ContentItem key={asset.id} asset={asset} />
      ))}
    </FileList>
  );
}
