import type { ComboboxItem, ComboboxLikeRenderOptionInput } from '@mantine/core';
import { LANGUAGES, LANGUAGE_NAME, isLanguage } from '@skillway/shared';

/**
 * The product's languages as a Select's options, after the caller's own first one if any (a default, or "all"): each
 * named in its own words (a list of languages is read by someone who may not read the current one).
 */
export function languageOptions(first?: ComboboxItem): ComboboxItem[] {
  const languages = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAME[language] }));
  return first ? [first, ...languages] : languages;
}

/** An option marked as its language, so a screen reader says it in that language. */
export function renderLanguageOption({ option }: ComboboxLikeRenderOptionInput<ComboboxItem>) {
  return isLanguage(option.value) ? <span lang={option.value}>{option.label}</span> : option.label;
}
