import { useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { MSG, ZMaterialUpdateBody, type TAsset } from '@skillway/shared';
import { SidePanel } from '../../../components/side-panel';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';
import { useUpdateMaterial } from '../api/mutations';
import { MaterialTextFields } from './material-text-fields';
import {
  CaptionTracksField,
  captionFileErrors,
  captionRowsOf,
  captionsBody,
  type TCaptionRow,
} from './caption-tracks-field';

function panelTitle(asset: TAsset | null): string {
  switch (asset?.asset_type) {
    case 'video':
      return 'Edit Video';
    case 'link':
      return 'Edit External Link';
    case 'powerpoint':
      return 'Edit Powerpoint';
    case 'package':
      return 'Edit E-learning Package';
    default:
      return 'Edit Document';
  }
}

const checkBody = schemaResolver(ZMaterialUpdateBody, { sync: true });

function MaterialEditForm({ asset, onDone }: { asset: TAsset; onDone: () => void }) {
  const update = useUpdateMaterial();
  const [uploading, setUploading] = useState(false);
  const isVideo = asset.asset_type === 'video';
  const form = useForm<{ title: string; description: string; captions: TCaptionRow[] }>({
    initialValues: { title: asset.title, description: asset.description ?? '', captions: captionRowsOf(asset) },
    validate: (values) => ({
      ...checkBody({ ...values, captions: captionsBody(values.captions) }),
      ...captionFileErrors(values.captions),
    }),
  });
  const submit = form.onSubmit((values) =>
    update.mutate(
      {
        id: asset.id,
        body: {
          title: values.title,
          description: values.description.trim() || null,
          ...(isVideo ? { captions: captionsBody(values.captions) } : {}),
        },
      },
      panelSaveHandlers(form, {
        success: asset.asset_type === 'document' ? MSG.DOCUMENT_UPDATED : MSG.MATERIAL_UPDATED,
        onDone,
      }),
    ),
  );
  return (
    <PanelForm
      label={panelTitle(asset)}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel="Save"
      submitting={update.isPending}
      submitDisabled={uploading}
    >
      <MaterialTextFields form={form} />
      {isVideo && <CaptionTracksField form={form} onBusyChange={setUploading} />}
    </PanelForm>
  );
}

/**
 * Edit Document (and the same for the other kinds): title and description; the file stays as it is. A video also
 * has its captions and text descriptions here.
 */
export function MaterialEditPanel({ asset, onClose }: { asset: TAsset | null; onClose: () => void }) {
  return (
    <SidePanel opened={asset !== null} onClose={onClose} title={panelTitle(asset)}>
      {asset && <MaterialEditForm key={asset.id} asset={asset} onDone={onClose} />}
    </SidePanel>
  );
}
