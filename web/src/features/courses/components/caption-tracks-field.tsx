import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Fieldset, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  CAPTION_DEFAULTS,
  CAPTION_KINDS,
  CAPTION_KIND_TEXT,
  CAPTION_LIMITS,
  MSG,
  type TAsset,
  type TCaptionKind,
} from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import type { TUploadedFile } from '../../uploads/api/upload-file';
import { UploadField } from './upload-field';

/** One track in the edit panel: a stored one (its file kept) or a new one waiting for its upload. */
export interface TCaptionRow {
  kind: TCaptionKind;
  language: string;
  label: string;
  /** The stored file's name; null for a track added in this panel. */
  stored_name: string | null;
  uploaded: TUploadedFile | null;
}

export function captionRowsOf(asset: TAsset): TCaptionRow[] {
  return asset.captions.map((track) => ({
    kind: track.kind,
    language: track.language,
    label: track.label,
    stored_name: track.original_name,
    uploaded: null,
  }));
}

/** The body's `captions`: a stored track keeps its file (no `s3_url`), a new one names its upload. */
export function captionsBody(rows: readonly TCaptionRow[]) {
  return rows.map((row) => ({
    kind: row.kind,
    language: row.language.trim(),
    label: row.label.trim(),
    ...(row.uploaded ? { s3_url: row.uploaded.key } : {}),
  }));
}

/** A new track without its file, keyed as the server keys it. */
export function captionFileErrors(rows: readonly TCaptionRow[]): Record<string, string> {
  const errors: Record<string, string> = {};
  rows.forEach((row, index) => {
    if (!row.stored_name && !row.uploaded) errors[`captions.${index}.s3_url`] = specText(MSG.CAPTIONS_FILE_REQUIRED);
  });
  return errors;
}

/** A new track's kind: captions first, then a text description in the same language. */
function nextKind(rows: readonly TCaptionRow[]): TCaptionKind {
  const taken = (kind: TCaptionKind) =>
    rows.some((row) => row.kind === kind && row.language.toLowerCase() === CAPTION_DEFAULTS.language);
  return taken('captions') && !taken('descriptions') ? 'descriptions' : 'captions';
}

interface TCaptionTracksFieldProps<T extends { captions: TCaptionRow[] }> {
  form: UseFormReturnType<T>;
  onBusyChange: (busy: boolean) => void;
}

/**
 * A video's captions (WCAG 1.2.2) and text audio description (1.2.5): WebVTT files with a language and a label,
 * at most one per kind and language. A stored track keeps its file; Remove (after a confirmation) takes it off the
 * list and Save deletes its file.
 */
export function CaptionTracksField<T extends { captions: TCaptionRow[] }>({
  form,
  onBusyChange,
}: TCaptionTracksFieldProps<T>) {
  const { t } = useLingui();
  const kindOptions = CAPTION_KINDS.map((kind) => ({ value: kind, label: specText(CAPTION_KIND_TEXT[kind]) }));
  // Mantine's list helpers are typed by path; this field owns the `captions` path of any form that has one.
  const list = form as unknown as UseFormReturnType<{ captions: TCaptionRow[] }>;
  const rows = list.getValues().captions;

  const remove = async (index: number, row: TCaptionRow) => {
    const kindName = specText(CAPTION_KIND_TEXT[row.kind]).toLowerCase();
    const ok = await confirmAction({
      title: t`Remove ${kindName}`,
      message: specText(MSG.CAPTIONS_REMOVE_CONFIRM),
      confirmLabel: t`Remove`,
      danger: true,
    });
    if (ok) list.removeListItem('captions', index);
  };

  const add = () => {
    const kind = nextKind(rows);
    list.insertListItem('captions', {
      kind,
      language: CAPTION_DEFAULTS.language,
      label: kind === 'descriptions' ? CAPTION_DEFAULTS.descriptionsLabel : CAPTION_DEFAULTS.label,
      stored_name: null,
      uploaded: null,
    } satisfies TCaptionRow);
  };

  return (
    <Stack gap="sm">
      <div>
        <Text fw={500} size="sm">
          <Trans>Captions and descriptions</Trans>
        </Text>
        <Text size="xs" c="dimmed">
          <Trans>
            WebVTT files shown in the player&apos;s CC menu: captions of the speech and sounds, and a text description
            of what is seen, which screen readers read out.
          </Trans>
        </Text>
      </div>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>This video has no captions yet.</Trans>
        </Text>
      )}
      {rows.map((row, index) => {
        const kindText = specText(CAPTION_KIND_TEXT[row.kind]);
        const kindName = kindText.toLowerCase();
        const language = row.language;
        const storedName = row.stored_name;
        const trackName = row.label || row.language;
        return (
          <Fieldset key={list.key(`captions.${index}`)} legend={`${kindText} (${row.language || '…'})`} p="sm">
            <Stack gap="xs">
              {row.stored_name ? (
                <Text size="sm">
                  <Trans>
                    {kindText}, language {language}: {storedName}
                  </Trans>
                </Text>
              ) : (
                <Group grow align="flex-start" wrap="wrap">
                  <Select
                    label={t`Kind`}
                    data={kindOptions}
                    allowDeselect={false}
                    {...list.getInputProps(`captions.${index}.kind`)}
                  />
                  <TextInput
                    label={t`Language`}
                    description={t`A language tag: en, en-GB, fr`}
                    required
                    maxLength={CAPTION_LIMITS.languageMax}
                    {...list.getInputProps(`captions.${index}.language`)}
                  />
                </Group>
              )}
              <TextInput
                label={t`Label`}
                description={t`The name in the player's menu`}
                required
                maxLength={CAPTION_LIMITS.labelMax}
                {...list.getInputProps(`captions.${index}.label`)}
              />
              {!row.stored_name && (
                <UploadField
                  kind="captions"
                  label={t`File`}
                  required
                  uploaded={row.uploaded}
                  onUploaded={(file) => {
                    list.setFieldValue(`captions.${index}.uploaded`, file);
                    list.clearFieldError(`captions.${index}.s3_url`);
                  }}
                  onBusyChange={onBusyChange}
                  busyMessage={t`Please wait, we are uploading your captions.`}
                  error={list.errors[`captions.${index}.s3_url`]}
                />
              )}
              <Group justify="flex-end">
                <Button variant="subtle" color="red" size="xs" onClick={() => void remove(index, row)}>
                  <Trans>
                    Remove {kindName} ({trackName})
                  </Trans>
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      <Group>
        <Button variant="light" size="sm" onClick={add} disabled={rows.length >= CAPTION_LIMITS.tracksMax}>
          <Trans>Add captions or description</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
