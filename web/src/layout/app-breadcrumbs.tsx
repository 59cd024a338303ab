import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { routeExists } from '../routes/route-table';
import { useRouteMeta } from './use-route-meta';

/** Breadcrumbs from the route's metadata; a crumb links only if its screen exists. */
export function AppBreadcrumbs() {
  const meta = useRouteMeta();
  if (!meta || meta.breadcrumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separator="›" mb="md" separatorMargin={6}>
        {meta.breadcrumbs.map((crumb) =>
          crumb.to && routeExists(crumb.to) ? (
            <Anchor component={Link} to={crumb.to} activeOptions={{ exact: true }} size="sm" key={crumb.label}>
              {crumb.label}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed" key={crumb.label}>
              {crumb.label}
            </Text>
          ),
        )}
        <Text size="sm" fw={500} aria-current="page">
          {meta.title}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
