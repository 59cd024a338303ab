import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { trainingRecord } from '../../../test/external-training-fixtures';
import { activateTestSourceLocale } from '../../../test/i18n-wrapper';
import { externalTrainingColumns } from './external-training-columns';

afterEach(() => activateTestSourceLocale());

/** A column's cell for a record, as the table would show it. */
function cell(key: string, options: Parameters<typeof externalTrainingColumns>[0] = {}) {
  const column = externalTrainingColumns(options).find((item) => item.key === key)!;
  return column.cell(trainingRecord(1));
}

describe('external training dates in the reader’s language (issue 34)', () => {
  it('shows the learner the server’s long date in English and their language’s long date otherwise', () => {
    expect(cell('completed')).toBe('Monday, 3 March 2025');
    expect(cell('deadline')).toBe('Friday, 3 March 2028');
    i18n.loadAndActivate({ locale: 'pl', messages: {} });
    expect(cell('completed')).toBe('poniedziałek, 3 marca 2025');
    expect(cell('deadline')).toBe('piątek, 3 marca 2028');
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    expect(cell('completed')).toBe('lunes, 3 de marzo de 2025');
  });

  it('keeps the administrator’s short dates', () => {
    i18n.loadAndActivate({ locale: 'pl', messages: {} });
    expect(cell('completed', { adminDates: true })).toBe('03.03.2025');
  });
});
