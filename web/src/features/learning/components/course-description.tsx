import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Anchor, Typography } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { safeDescriptionHtml } from '../../courses/lib/safe-description';
import classes from './course-description.module.css';

/** Up to this height the description shows whole; a longer one opens on demand (the height is in the CSS too). */
const COLLAPSED_PX = 96;

/**
 * The course description (links open in a new tab). A long one would push the video below the fold, so past 96 px it
 * is cut with Show more / Show less, measured before the first paint (Mantine's Spoiler measures after it, and the
 * control's arrival moved the page down). Collapsed, its last lines fade out rather than stop mid-line.
 */
export function CourseDescription({ html }: { html: string }) {
  const { t } = useLingui();
  const content = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const id = useId();

  useLayoutEffect(() => {
    const element = content.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > COLLAPSED_PX + 1);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    // The inner block grows (an image arriving) while the clipped outer one keeps its height.
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => observer?.disconnect();
  }, [html]);

  return (
    <div>
      <div
        id={id}
        ref={content}
        className={classes.text}
        data-collapsed={!expanded || undefined}
        data-clamped={(overflows && !expanded) || undefined}
      >
        <Typography p={0}>
          <div dangerouslySetInnerHTML={{ __html: safeDescriptionHtml(html) }} />
        </Typography>
      </div>
      {overflows && (
        <Anchor
          component="button"
          type="button"
          className={classes.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t`Show less` : t`Show more`}
        </Anchor>
      )}
    </div>
  );
}
