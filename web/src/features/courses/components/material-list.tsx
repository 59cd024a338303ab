import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Center, Loader, Paper, Text } from '@mantine/core';
import { MSG, type TAsset } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useRemoveMaterial, useSortMaterials } from '../api/mutations';
import { useCourseMaterials } from '../api/queries';
import { MaterialRow } from './material-row';
import { SortableList } from './sortable-list';
import { LoadError } from '../../../components/load-error';

interface TMaterialListProps {
  courseId: string;
  onEdit: (asset: TAsset) => void;
}

/**
 * The course's material in order. Dragging a row (or its move buttons) saves the new order at once through the
 * sort call; a refused save puts the saved order back and says why.
 */
export function MaterialList({ courseId, onEdit }: TMaterialListProps) {
  const { t } = useLingui();
  const materials = useCourseMaterials(courseId);
  const sort = useSortMaterials(courseId);
  const remove = useRemoveMaterial();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const reorder = (ids: string[]) =>
    sort.mutate(ids, {
      onSuccess: (result) => notifySuccess(specText(result.message || MSG.MATERIALS_SORTED)),
      onError: (error) => notifyApiError(error),
    });

  const confirmDelete = async (asset: TAsset) => {
    const ok = await confirmAction({
      title: t`Delete content`,
      message: specText(MSG.MATERIAL_DELETE_CONFIRM),
      confirmLabel: t`Delete`,
      danger: true,
    });
    if (!ok) return;
    setDeletingId(asset.id);
    remove.mutate(
      { courseId, assetId: asset.id },
      {
        onSuccess: (result) => notifySuccess(specText(result.message || MSG.MATERIAL_REMOVED)),
        onError: (error) => notifyApiError(error),
        onSettled: () => setDeletingId(null),
      },
    );
  };

  if (materials.isPending) {
    return (
      <Center py="xl">
        <Loader role="img" aria-label={t`Loading the course materials`} />
      </Center>
    );
  }
  if (materials.isError) return <LoadError onRetry={materials.refetch} />;
  if (materials.data.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text ta="center" c="dimmed">
          {specText(MSG.COURSE_NO_MATERIALS)}
        </Text>
      </Paper>
    );
  }
  return (
    <SortableList
      items={materials.data}
      onReorder={reorder}
      itemLabel={(asset) => asset.title}
      disabled={sort.isPending}
      renderItem={(asset, handle, move) => (
        <MaterialRow
          asset={asset}
          handle={handle}
          move={move}
          onEdit={onEdit}
          onDelete={(a) => void confirmDelete(a)}
          deleting={deletingId === asset.id}
          busy={sort.isPending}
        />
      )}
    />
  );
}
