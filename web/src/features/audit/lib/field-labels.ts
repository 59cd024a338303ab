import { useEffect, useState } from 'react';
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { DEFAULT_LANGUAGE } from '@skillway/shared/constants/languages';
import { loadCatalog } from '../../../i18n/catalogs';
import { fieldWords } from './field-words';

/**
 * The recorded fields' labels (some 400, one per attribute the log can show): a catalogue of their own, loaded by the
 * log's table rather than with every screen that offers a record's History (the `audit` catalogue is those screens').
 */
const FIELD_CATALOG = 'audit/fields';

/**
 * A recorded field's name as a heading in the active language: the English words of its key ("First name") are the
 * catalogue's id; a key no catalogue knows (or a catalogue not loaded yet) shows those words.
 */
function fieldLabel(field: string): string {
  const words = fieldWords(field);
  if (!i18n.locale || i18n.locale === DEFAULT_LANGUAGE || i18n.messages[words] === undefined) return words;
  return i18n._(words);
}

/** fieldLabel, once the field labels' catalogue is loading: the caller re-renders when it has arrived. */
export function useFieldLabels(): (field: string) => string {
  const { i18n: active } = useLingui();
  const locale = active.locale;
  const [, setLoaded] = useState<string>();
  useEffect(() => {
    let live = true;
    loadCatalog(FIELD_CATALOG).then(
      () => live && setLoaded(locale),
      // Left in English words; the next table tries again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return fieldLabel;
}
