import { Fragment } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { specText } from '../i18n/spec-text';
import { useRouteMeta } from './use-route-meta';
import { AnchorLink } from '../components/links/anchor-link';
import classes from './app-breadcrumbs.module.css';

const Separator = () => (
  <span className={classes.separator} aria-hidden>
    ›
  </span>
);

/** Breadcrumbs from the route's metadata; a crumb with a target links to it. */
export function AppBreadcrumbs() {
  const { t } = useLingui();
  const meta = useRouteMeta();
  if (!meta || meta.breadcrumbs.length === 0) return null;
  return (
    <nav aria-label={t`Breadcrumb`}>
      <div className={classes.crumbs}>
        {meta.breadcrumbs.map((crumb) => (
          <Fragment key={crumb.label}>
            {'to' in crumb ? (
              <AnchorLink to={crumb.to} activeOptions={{ exact: true }} size="sm" className={classes.crumb}>
                {specText(crumb.label)}
              </AnchorLink>
            ) : (
              <Text size="sm" c="dimmed" className={classes.crumb}>
                {specText(crumb.label)}
              </Text>
            )}
            <Separator />
          </Fragment>
        ))}
        <Text size="sm" fw={500} aria-current="page" className={classes.crumb}>
          {specText(meta.title)}
        </Text>
      </div>
    </nav>
  );
}
