import type { UseFormReturnType } from '@mantine/form';
import type { TConnectionFormValues } from '../lib/connection-form-values';

/** The connection form, as its field groups receive it. */
export type TConnectionForm = UseFormReturnType<TConnectionFormValues>;
