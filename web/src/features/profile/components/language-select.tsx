import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGE_NAME, isLanguage, type TLanguage, type TProfile } from '@skillway/shared';
import { languageOptions, renderLanguageOption } from '../../../components/language-options';

/** The Select's value for "follow the default" (the form holds null: the saved choice is cleared). */
const FOLLOW_DEFAULT = 'default';

/**
 * The Profile's Language: the user's own choice of the product's languages, or their company's default (English for
 * the super administrator, who has no company). Each language is named in its own words, and marked as that language
 * so a screen reader says it right.
 */
export function LanguageSelect({
  profile,
  value,
  onChange,
  error,
}: {
  profile: TProfile;
  value: TLanguage | null;
  onChange: (language: TLanguage | null) => void;
  error?: ReactNode;
}) {
  const { t } = useLingui();
  const defaultName = LANGUAGE_NAME[profile.company?.default_language ?? DEFAULT_LANGUAGE];
  const followDefault = profile.company ? t`Company default (${defaultName})` : t`Default (${defaultName})`;
  return (
    <Select
      label={t`Language`}
      description={t`The language the screens are shown in.`}
      data={languageOptions({ value: FOLLOW_DEFAULT, label: followDefault })}
      renderOption={renderLanguageOption}
      value={value ?? FOLLOW_DEFAULT}
      onChange={(next) => onChange(isLanguage(next) ? next : null)}
      allowDeselect={false}
      error={error}
    />
  );
}
