import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { certificateKeys } from './query-keys';

/** What a certificate shows (name, course, completion date), for anyone holding its id; a miss is not retried. */
export function useCertificateVerification(id: string) {
  return useQuery({
    queryKey: certificateKeys.verification(id),
    queryFn: async ({ signal }) => (await api('certificates.verify', { params: { id } }, { signal })).data,
    retry: false,
  });
}
