import { useLingui } from '@lingui/react/macro';
import { Loader, Select } from '@mantine/core';
import { isLanguage, type TCompanyDetails } from '@skillway/shared';
import { languageOptions, renderLanguageOption } from '../../../components/language-options';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useSaveDefaultLanguage } from '../api/mutations';

/**
 * The company's default language: the language of its new users and of every user who has not chosen one on their
 * Profile. Saved on change, as the two-step switch beside it; each language is named in its own words.
 */
export function DefaultLanguageSelect({ company }: { company: TCompanyDetails }) {
  const { t } = useLingui();
  const save = useSaveDefaultLanguage();
  const value = save.isPending ? save.variables : company.default_language;
  return (
    <Select
      label={t`Default language`}
      description={t`For new users and for users who have not chosen a language in their profile.`}
      data={languageOptions()}
      renderOption={renderLanguageOption}
      value={value}
      allowDeselect={false}
      disabled={save.isPending}
      rightSection={save.isPending ? <Loader size="xs" /> : undefined}
      maw={360}
      onChange={(next) => {
        if (!isLanguage(next) || next === company.default_language) return;
        save.mutate(next, {
          onSuccess: () => notifySuccess(t`Default language saved.`),
          onError: (error) => notifyApiError(error),
        });
      }}
    />
  );
}
