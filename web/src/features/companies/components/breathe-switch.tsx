import { useLingui } from '@lingui/react/macro';
import { Switch, Tooltip } from '@mantine/core';
import { BREATHE_CUTOFF_DATE, type TCompanyListItem } from '@skillway/shared';
import { formatLongDate } from '../../../lib/format-date';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useSetBreatheEnabled } from '../api/mutations';
import { specText } from '../../../i18n/spec-text';

/**
 * One company's BreatheHR import, on or off. Companies created before the cut-off always have it (the spec's
 * flag), so their switch shows on and cannot be changed.
 */
export function BreatheSwitch({ company }: { company: TCompanyListItem }) {
  const { t } = useLingui();
  const setEnabled = useSetBreatheEnabled();
  const pending = setEnabled.isPending && setEnabled.variables?.companyId === company.id;
  const checked = pending ? setEnabled.variables!.enabled : company.breathe_enabled;
  const companyName = company.company_name;
  const label = t`BreatheHR import for ${companyName}`;
  const toggle = (enabled: boolean) =>
    setEnabled.mutate(
      { companyId: company.id, enabled },
      { onSuccess: (result) => notifySuccess(specText(result.message)), onError: (error) => notifyApiError(error) },
    );

  const control = (
    <Switch
      aria-label={label}
      checked={checked}
      disabled={company.breathe_always || setEnabled.isPending}
      onChange={(event) => toggle(event.currentTarget.checked)}
      label={company.breathe_always ? t`Always on` : checked ? t`On` : t`Off`}
    />
  );
  if (!company.breathe_always) return control;
  const cutoff = formatLongDate(BREATHE_CUTOFF_DATE);
  return (
    <Tooltip label={t`Companies created before ${cutoff} always have BreatheHR.`} multiline maw={260}>
      <span style={{ display: 'inline-block' }}>{control}</span>
    </Tooltip>
  );
}
