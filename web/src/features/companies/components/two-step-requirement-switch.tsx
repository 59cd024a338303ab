import { useLingui } from '@lingui/react';
import { Switch } from '@mantine/core';
import { MSG, TWO_STEP_TEXT, type TCompanyDetails } from '@skillway/shared';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useSaveTwoStepRequirement } from '../api/mutations';
import { specText } from '../../../i18n/spec-text';

/** The company's administrators must use two-step verification (each sets it up at their next sign-in). */
export function TwoStepRequirementSwitch({ company }: { company: TCompanyDetails }) {
  // Renders again when the language changes (specText reads the active one).
  useLingui();
  const save = useSaveTwoStepRequirement();
  const checked = save.isPending ? save.variables : company.require_two_step_admins;
  return (
    <Switch
      label={specText(TWO_STEP_TEXT.COMPANY_SETTING)}
      description={specText(TWO_STEP_TEXT.COMPANY_SETTING_HELP)}
      checked={checked}
      disabled={save.isPending}
      onChange={(event) =>
        save.mutate(event.currentTarget.checked, {
          onSuccess: () => notifySuccess(specText(MSG.TWO_STEP_COMPANY_SETTING_SAVED)),
          onError: (error) => notifyApiError(error),
        })
      }
    />
  );
}
