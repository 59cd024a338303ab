import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { DEFAULT_LABELS } from '@mantine/tiptap';
import TextAlign from '@tiptap/extension-text-align';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { activateLocale } from '../../i18n/language';
import { RichTextEditor } from './rich-text-editor';
import type { TToolbarGroup } from './toolbar-groups';

beforeAll(() => {
  // jsdom lacks the layout calls ProseMirror makes when it scrolls the selection into view.
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});
afterEach(() => activateLocale('en-GB'));

/** Every group the toolbar offers. */
const EVERY_GROUP: readonly TToolbarGroup[] = [{ headings: [1, 2, 3, 4] }, 'emphasis', 'align', 'lists', 'links'];
const EXTENSIONS = [TextAlign.configure({ types: ['heading', 'paragraph'] })];

function renderEditor() {
  render(
    <MantineProvider theme={theme} env="test">
      <RichTextEditor
        label="Body"
        value="<p>Text</p>"
        onChange={() => undefined}
        toolbar={EVERY_GROUP}
        extensions={EXTENSIONS}
      />
    </MantineProvider>,
  );
}

const CONTROLS = [
  'h1ControlLabel',
  'h2ControlLabel',
  'h3ControlLabel',
  'h4ControlLabel',
  'boldControlLabel',
  'italicControlLabel',
  'alignLeftControlLabel',
  'alignCenterControlLabel',
  'alignRightControlLabel',
  'alignJustifyControlLabel',
  'bulletListControlLabel',
  'orderedListControlLabel',
  'linkControlLabel',
  'unlinkControlLabel',
] as const;

describe('the rich-text toolbar in the user’s language (issue 34)', () => {
  it('names every control as Mantine does in English', () => {
    renderEditor();
    for (const key of CONTROLS) expect(screen.getByRole('button', { name: DEFAULT_LABELS[key] })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: DEFAULT_LABELS.linkControlLabel }));
    expect(screen.getByRole('textbox', { name: DEFAULT_LABELS.linkEditorInputLabel })).toBeTruthy();
    expect(screen.getByRole('button', { name: DEFAULT_LABELS.linkEditorSave })).toBeTruthy();
  });

  it('names them in Polish', async () => {
    await act(() => activateLocale('pl'));
    renderEditor();
    expect(screen.getByRole('button', { name: 'Pogrubienie' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nagłówek 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lista numerowana' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wyśrodkuj tekst' })).toBeTruthy();
    // "Link" is Polish too.
    for (const key of CONTROLS.filter((control) => control !== 'linkControlLabel'))
      expect(screen.queryByRole('button', { name: DEFAULT_LABELS[key] })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(screen.getByRole('textbox', { name: 'Wpisz adres URL' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zapisz' })).toBeTruthy();
  });
});
