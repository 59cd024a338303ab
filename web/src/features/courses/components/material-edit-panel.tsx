import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { MSG, ZMaterialUpdateBody, type TAsset } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { SidePanel } from '../../../components/side-panel';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';
import { useUpdateMaterial } from '../api/mutations';
import { specErrors } from '../lib/spec-errors';
import { MaterialTextFields } from './material-text-fields';
import {
  CaptionTracksField,
  captionFileErrors,
  captionRowsOf,
  captionsBody,
  type TCaptionRow,
} from './caption-tracks-field';

function panelTitle(asset: TAsset | null) {
  switch (asset?.asset_type) {
    case 'video':
      return msg`Edit Video`;
    case 'link':
      return msg`Edit External Link`;
    case 'powerpoint':
      return msg`Edit Powerpoint`;
    case 'package':
      return msg`Edit E-learning Package`;
    default:
      return msg`Edit Document`;
  }
}

const checkBody = schemaResolver(ZMaterialUpdateBody, { sync: true });

function MaterialEditForm({ asset, onDone }: { asset: TAsset; onDone: () => void }) {
  const { t } = useLingui();
  const update = useUpdateMaterial();
  const [uploading, setUploading] = useState(false);
  const isVideo = asset.asset_type === 'video';
  const form = useForm<{ title: string; description: string; captions: TCaptionRow[] }>({
    initialValues: { title: asset.title, description: asset.description ?? '', captions: captionRowsOf(asset) },
    validate: (values) => ({
      ...specErrors(checkBody({ ...values, captions: captionsBody(values.captions) })),
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
        success: specText(asset.asset_type === 'document' ? MSG.DOCUMENT_UPDATED : MSG.MATERIAL_UPDATED),
        onDone,
      }),
    ),
  );
  return (
    <PanelForm
      label={t(panelTitle(asset))}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={t`Save`}
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
  const { t } = useLingui();
  return (
    <SidePanel opened={asset !== null} onClose={onClose} title={t(panelTitle(asset))}>
      {asset && <MaterialEditForm key={asset.id} asset={asset} onDone={onClose} />}
    </SidePanel>
  );
}
