import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminExternalTrainingBodyInput, TExternalTrainingBodyInput } from '@skillway/shared';
import { api, apiForm } from '../../../api';
import { useInvalidate } from '../../../lib/use-invalidate';
import { importKeys } from '../../imports/api/query-keys';
import { externalTrainingKeys, type TExternalTrainingFilters } from './query-keys';
import { reportFilterQuery } from './queries';

/** Add (id null) or edit the caller's own record. */
export function useSaveExternalTraining() {
  const invalidate = useInvalidate(externalTrainingKeys.all);
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TExternalTrainingBodyInput }) =>
      id ? api('externalTraining.update', { params: { id }, body }) : api('externalTraining.create', { body }),
    onSuccess: invalidate,
  });
}

/** The administrator adds (id null) or edits a record for a chosen user. */
export function useSaveAdminExternalTraining() {
  const invalidate = useInvalidate(externalTrainingKeys.all);
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TAdminExternalTrainingBodyInput }) =>
      id
        ? api('externalTraining.adminUpdate', { params: { id }, body })
        : api('externalTraining.adminCreate', { body }),
    onSuccess: invalidate,
  });
}

export function useDeleteExternalTraining() {
  const invalidate = useInvalidate(externalTrainingKeys.all);
  return useMutation({
    mutationFn: (id: string) => api('externalTraining.delete', { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useDeleteExternalTrainingCertificate() {
  const invalidate = useInvalidate(externalTrainingKeys.all);
  return useMutation({
    mutationFn: (id: string) => api('externalTraining.deleteCertificate', { params: { id } }),
    onSuccess: invalidate,
  });
}

/** The CSV import: all or nothing; refused rows are written to the External error logs either way. */
export function useImportExternalTraining() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate(externalTrainingKeys.all);
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiForm('externalTraining.import', form);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: importKeys.errorLogs('External') }),
    onSuccess: invalidate,
  });
}

/** Export Excel / Export PDF with the report's filters: answers a short-lived link to the file. */
export function useExportExternalTraining() {
  return useMutation({
    mutationFn: ({
      type,
      search,
      filters,
    }: {
      type: 'excel' | 'pdf';
      search: string;
      filters: TExternalTrainingFilters;
    }) => api('externalTraining.export', { query: { export_type: type, ...reportFilterQuery(search, filters) } }),
  });
}
