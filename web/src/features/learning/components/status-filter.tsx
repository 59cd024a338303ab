import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MY_COURSES_FILTERS } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import classes from './status-filter.module.css';

/**
 * The status filter (Show All, Not yet started, In progress, Complete): one choice, wrapping on a phone.
 * Radio inputs drawn as Mantine's light Chips (status-filter.module.css), as Chip.Group rendered them.
 */
export function StatusFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={classes.group} role="radiogroup" aria-label={t`Status`}>
      {MY_COURSES_FILTERS.map((filter) => {
        const inputId = `${id}-${filter.value}`;
        const checked = filter.value === value;
        return (
          <div key={filter.value}>
            <input
              className={classes.input}
              type="radio"
              id={inputId}
              value={filter.value}
              checked={checked}
              onChange={(event) => {
                if (event.currentTarget.checked) onChange(filter.value);
              }}
            />
            <label className={classes.label} htmlFor={inputId}>
              {checked && (
                <span className={classes.iconWrapper}>
                  <svg className={classes.checkIcon} viewBox="0 0 10 7" fill="none" aria-hidden>
                    <path
                      d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
                      fill="currentColor"
                      fillRule="evenodd"
                      clipRule="evenodd"
                    />
                  </svg>
                </span>
              )}
              <span>{specText(filter.label)}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
