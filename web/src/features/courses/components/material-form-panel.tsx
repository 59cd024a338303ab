import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { COURSE_LIMITS, MATERIAL_UPLOAD_KIND, MSG, isMultipartKind, type TMaterialType } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { SidePanel } from '../../../components/side-panel';
import type { TUploadedFile } from '../../uploads/api/upload-file';
import { confirmAction } from '../../../lib/confirm';
import { notifyInfo } from '../../../lib/notify';
import { getUploadsStore } from '../../uploads/tray/uploads-store';
import { useAddMaterial } from '../api/mutations';
import { MATERIAL_KINDS, isHttpUrl } from '../lib/material-kinds';
import { UploadField } from './upload-field';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';
import { MaterialTextFields } from './material-text-fields';

/** A file the panel holds that closing would discard: uploading, or uploaded and not yet added. */
interface TUnsavedFile {
  name: string;
  /** Its entry in the uploads tray (a large upload), whose upload closing stops. */
  entryId: string | null;
  /** Still travelling: closing stops it. */
  uploading: boolean;
}

interface TMaterialFormProps {
  courseId: string;
  kind: TMaterialType;
  /** Closes after Add (or Add queued on the upload): nothing to ask. */
  onDone: () => void;
  /** Cancel: the panel asks first when a file would be discarded. */
  onCancel: () => void;
  /** Where the panel reads what closing would discard. */
  unsaved: MutableRefObject<(() => TUnsavedFile | null) | null>;
}

function MaterialForm({ courseId, kind, onDone, onCancel, unsaved }: TMaterialFormProps) {
  const { t } = useLingui();
  const add = useAddMaterial();
  const [file, setFile] = useState<TUploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  /** A large upload under way (video, package): Add then queues the save on it rather than waiting. */
  const [entryId, setEntryId] = useState<string | null>(null);
  const isLink = kind === 'link';
  const isLarge = !isLink && isMultipartKind(MATERIAL_UPLOAD_KIND[kind]);
  const running = () => {
    const status = entryId ? getUploadsStore().get(entryId)?.status : undefined;
    return status === 'uploading' || status === 'paused';
  };
  useEffect(() => {
    unsaved.current = () => {
      if (isLink) return null;
      if (file) return { name: file.original_name, entryId, uploading: false };
      const entry = entryId ? getUploadsStore().get(entryId) : undefined;
      if (entry && running()) return { name: entry.name, entryId, uploading: true };
      // A small file sent in one request: its name is the field's until it is stored.
      if (uploading) return { name: t(MATERIAL_KINDS[kind].unsavedName), entryId: null, uploading: true };
      return null;
    };
    return () => {
      unsaved.current = null;
    };
  });
  const form = useForm({
    initialValues: { title: '', description: '', url: '', s3_url: '' },
    validate: {
      title: (value) => (value.trim() ? null : t`The title field is required.`),
      url: (value) => {
        if (!isLink) return null;
        if (!value.trim()) return specText(MSG.MATERIAL_URL_REQUIRED);
        return isHttpUrl(value) ? null : specText(MSG.MATERIAL_URL_INVALID);
      },
      s3_url: (value) => (isLink || value || running() ? null : specText(MSG.MATERIAL_FILE_REQUIRED)),
    },
  });

  const onFile = (uploaded: TUploadedFile | null) => {
    setFile(uploaded);
    form.setFieldValue('s3_url', uploaded?.key ?? '');
    form.clearFieldError('s3_url');
    // A package's manifest names it: offered as the title unless the administrator has typed one.
    if (uploaded?.package_title && !form.getValues().title.trim()) {
      form.setFieldValue('title', uploaded.package_title);
      form.clearFieldError('title');
    }
  };

  /** Add pressed while the file still travels: the tray adds the material when the upload finishes. */
  const queueOnUpload = (id: string, values: typeof form.values) => {
    const store = getUploadsStore();
    store.queueSave(id, {
      course: courseId,
      type: kind as 'video' | 'package',
      title: values.title,
      description: values.description.trim() || null,
    });
    const fileName = store.get(id)?.name;
    notifyInfo(
      fileName
        ? t`${fileName} will be added to the course when its upload finishes.`
        : t`The file will be added to the course when its upload finishes.`,
    );
    onDone();
  };

  const submit = form.onSubmit((values) => {
    if (entryId && !values.s3_url && running()) {
      queueOnUpload(entryId, values);
      return;
    }
    add.mutate(
      {
        course: courseId,
        type: kind,
        title: values.title,
        description: values.description.trim() || null,
        url: isLink ? values.url.trim() : undefined,
        s3_url: isLink ? undefined : values.s3_url,
      },
      panelSaveHandlers(form, {
        success: specText(MATERIAL_KINDS[kind].addedMessage),
        onDone,
        fieldMap: { file: 's3_url', external_link: 'url' },
      }),
    );
  });

  return (
    <PanelForm
      label={t(MATERIAL_KINDS[kind].panelTitle)}
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel={t(MATERIAL_KINDS[kind].addLabel)}
      submitting={add.isPending}
      submitDisabled={uploading && !isLarge}
    >
      <MaterialTextFields form={form} />
      {isLink ? (
        <TextInput
          label={t`URL`}
          required
          type="url"
          placeholder="https://"
          maxLength={COURSE_LIMITS.urlMax}
          {...form.getInputProps('url')}
        />
      ) : (
        <>
          {kind === 'package' && (
            <Text size="sm" c="dimmed">
              <Trans>
                A .zip of a SCORM 1.2, SCORM 2004, xAPI (Tin Can) or cmi5 package, with its imsmanifest.xml, tincan.xml
                or cmi5.xml at the root. Once uploaded it is unpacked and checked: the material row shows when it is
                ready to play.
              </Trans>
            </Text>
          )}
          <UploadField
            kind={MATERIAL_UPLOAD_KIND[kind]}
            label={t`File`}
            required
            uploaded={file}
            onUploaded={onFile}
            onBusyChange={setUploading}
            onEntry={setEntryId}
            busyMessage={t(MATERIAL_KINDS[kind].busyMessage)}
            error={form.errors.s3_url}
          />
        </>
      )}
    </PanelForm>
  );
}

interface TMaterialFormPanelProps {
  courseId: string;
  /** The kind being added; null closes the panel. */
  kind: TMaterialType | null;
  onClose: () => void;
}

/**
 * Add Video / Add Document / Add External Link / Add Powerpoint Slider: title, description, then a file or a URL.
 * Closing it (Cancel, Escape, the close button) with a file uploading, or uploaded and not added, asks first: closing
 * stops the upload (aborted on the server) and the file is not added.
 */
export function MaterialFormPanel({ courseId, kind, onClose }: TMaterialFormPanelProps) {
  const { t } = useLingui();
  // The title stays while the panel slides away after closing.
  const last = useRef<TMaterialType>('video');
  if (kind) last.current = kind;
  const unsaved = useRef<(() => TUnsavedFile | null) | null>(null);
  const requestClose = async () => {
    const pending = unsaved.current?.();
    if (pending) {
      const name = pending.name;
      const discard = await confirmAction({
        title: t`Discard ${name}?`,
        message: pending.uploading
          ? t`It has not been added to the course. Closing stops its upload and discards the file.`
          : t`It has not been added to the course. Closing discards the file.`,
        confirmLabel: t`Discard`,
        cancelLabel: t`Keep editing`,
        danger: true,
      });
      if (!discard) return;
      if (pending.entryId) await getUploadsStore().cancel(pending.entryId);
    }
    onClose();
  };
  return (
    <SidePanel
      opened={kind !== null}
      onClose={() => void requestClose()}
      title={t(MATERIAL_KINDS[kind ?? last.current].panelTitle)}
    >
      {kind && (
        <MaterialForm
          key={kind}
          courseId={courseId}
          kind={kind}
          onDone={onClose}
          onCancel={() => void requestClose()}
          unsaved={unsaved}
        />
      )}
    </SidePanel>
  );
}
