/**
 * The product's languages (issue 34; docs/architecture.md "Languages"). English (UK) is the default and carries the
 * spec's texts exactly; the others are complete translations. A user's choice (Profile) wins over their company's
 * default (company settings), which wins over English; before sign-in the browser's languages choose.
 */
export const LANGUAGE = {
  EN_GB: 'en-GB',
  PL: 'pl',
  ES: 'es',
} as const;
export type TLanguage = (typeof LANGUAGE)[keyof typeof LANGUAGE];

export const LANGUAGES = [LANGUAGE.EN_GB, LANGUAGE.PL, LANGUAGE.ES] as const satisfies readonly TLanguage[];

export const DEFAULT_LANGUAGE: TLanguage = LANGUAGE.EN_GB;

/** Each language in its own words (a language list is read by someone who may not read the current one). */
export const LANGUAGE_NAME: Record<TLanguage, string> = {
  [LANGUAGE.EN_GB]: 'English (UK)',
  [LANGUAGE.PL]: 'Polski',
  [LANGUAGE.ES]: 'Español',
};

/** Which way a language's text runs. None shipped is right-to-left yet; the layout is ready for one (logical CSS). */
export const TEXT_DIRECTION = { LTR: 'ltr', RTL: 'rtl' } as const;
export type TTextDirection = (typeof TEXT_DIRECTION)[keyof typeof TEXT_DIRECTION];

export const LANGUAGE_DIRECTION: Record<TLanguage, TTextDirection> = {
  [LANGUAGE.EN_GB]: TEXT_DIRECTION.LTR,
  [LANGUAGE.PL]: TEXT_DIRECTION.LTR,
  [LANGUAGE.ES]: TEXT_DIRECTION.LTR,
};

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of the browser's (or an Accept-Language header's) languages the product speaks: an exact tag first
 * (`en-GB`), else its primary language (`pl-PL` → `pl`, `en-US` → English); English when none matches.
 */
export function languageOf(preferred: readonly string[]): TLanguage {
  for (const tag of preferred) {
    const exact = LANGUAGES.find((language) => language.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const primary = tag.split('-')[0]?.toLowerCase();
    const match = LANGUAGES.find((language) => language.split('-')[0]?.toLowerCase() === primary);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** An Accept-Language header's tags in the order of their quality values (`pl-PL,pl;q=0.9,en;q=0.8`). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
