import { useRef, type KeyboardEvent } from 'react';
import { Stack, Text, UnstyledButton } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import classes from './package-frame.module.css';

interface TPackageContentsProps {
  items: readonly { id: string; title: string }[];
  currentId: string;
  onSelect: (itemId: string) => void;
}

/**
 * The table of contents of a package with several SCOs or assignable units: one button per item, the current one
 * marked (aria-current), Up/Down/Home/End move between them. Choosing one launches it (SCORM choice navigation).
 */
export function PackageContents({ items, currentId, onSelect }: TPackageContentsProps) {
  const { t } = useLingui();
  const list = useRef<HTMLOListElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const buttons = [...(list.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const target = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (target === undefined || at < 0) return;
    event.preventDefault();
    buttons[Math.max(0, Math.min(buttons.length - 1, target))]?.focus();
  };
  return (
    <nav aria-label={t`Package contents`}>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          <Trans>Contents</Trans>
        </Text>
        <ol ref={list} className={classes.contents} onKeyDown={onKeyDown}>
          {items.map((item, index) => {
            const current = item.id === currentId;
            return (
              <li key={item.id}>
                <UnstyledButton
                  className={classes.item}
                  aria-current={current ? 'step' : undefined}
                  data-current={current || undefined}
                  onClick={() => onSelect(item.id)}
                >
                  <span className={classes.number} aria-hidden>
                    {index + 1}
                  </span>
                  <span>{item.title}</span>
                </UnstyledButton>
              </li>
            );
          })}
        </ol>
        <Text size="xs" c="dimmed">
          <Trans>
            Items play in the package&apos;s order (Continue and Previous) or as you choose them here; other SCORM 2004
            sequencing rules of the package are not applied.
          </Trans>
        </Text>
      </Stack>
    </nav>
  );
}
