import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { isLanguage, type TLanguage } from '@skillway/shared';
import { languageOptions, renderLanguageOption } from '../../../components/language-options';

const ALL = 'all';

/**
 * The library's language filter beside the name search: the courses written in one language, or in every language.
 * Each language is named in its own words and marked as that language, so a screen reader says it right.
 */
export function CourseLanguageFilter({
  value,
  onChange,
}: {
  value: TLanguage | null;
  onChange: (language: TLanguage | null) => void;
}) {
  const { t } = useLingui();
  return (
    <Select
      aria-label={t`Filter by language`}
      data={languageOptions({ value: ALL, label: t`All languages` })}
      renderOption={renderLanguageOption}
      value={value ?? ALL}
      onChange={(next) => onChange(isLanguage(next) ? next : null)}
      allowDeselect={false}
      w={{ base: '100%', xs: 200 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
