import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BRAND } from '../../../app/brand';

/** The legal system BRAND names, as the legal pages say it in the reader's language (legal text names it in full). */
const JURISDICTION_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  'England and Wales': msg`England and Wales`,
};

/** BRAND.jurisdiction in the active language; a name without a translation here shows as BRAND has it. */
export function useJurisdiction(): string {
  const { t } = useLingui();
  const name = JURISDICTION_NAMES[BRAND.jurisdiction];
  return name ? t(name) : BRAND.jurisdiction;
}
