import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

interface TSearchInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** Called with the text once typing pauses for `delayMs` (0: on every change), and at once when cleared. */
  onSearch: (text: string) => void;
  delayMs?: number;
  /** Accessible name; shown as the placeholder too. */
  label: string;
}

/** A search box with a clear button; the list it filters is told after a pause, not on every keystroke. */
export function SearchInput({ onSearch, delayMs = 0, label, ...props }: TSearchInputProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const debounced = useDebouncedCallback(onSearch, delayMs);

  const change = (value: string) => {
    setText(value);
    if (delayMs > 0) debounced(value);
    else onSearch(value);
  };

  const clear = () => {
    setText('');
    debounced.cancel();
    onSearch('');
  };

  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={text ? <CloseButton size="sm" aria-label={t`Clear search`} onClick={clear} /> : null}
      // The clear button must take clicks (input sections ignore the pointer by default).
      rightSectionPointerEvents="all"
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      {...props}
    />
  );
}
