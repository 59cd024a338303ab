import { Switch } from '@mantine/core';
import { MSG, TWO_STEP_TEXT, type TCompanyDetails } from '@skillway/shared';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useSaveTwoStepRequirement } from '../api/mutations';

/** The company's administrators must use two-step verification (each sets it up at their next sign-in). */
export function TwoStepRequirementSwitch({ company }: { company: TCompanyDetails }) {
  const save = useSaveTwoStepRequirement();
  const checked = save.isPending ? save.variables : company.require_two_step_admins;
  return (
    <Switch
      label={TWO_STEP_TEXT.COMPANY_SETTING}
      description={TWO_STEP_TEXT.COMPANY_SETTING_HELP}
      checked={checked}
      disabled={save.isPending}
      onChange={(event) =>
        save.mutate(event.currentTarget.checked, {
          onSuccess: () => notifySuccess(MSG.TWO_STEP_COMPANY_SETTING_SAVED),
          onError: (error) => notifyApiError(error),
        })
      }
    />
  );
}
