import { Chip, Group } from '@mantine/core';
import { MY_COURSES_FILTERS } from '@skillway/shared';

/** The status filter (Show All, Not yet started, In progress, Complete): one choice, wrapping on a phone. */
export function StatusFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Chip.Group multiple={false} value={value} onChange={onChange}>
      <Group gap="xs" role="radiogroup" aria-label="Status">
        {MY_COURSES_FILTERS.map((filter) => (
          <Chip key={filter.value} value={filter.value} variant="light">
            {filter.label}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
