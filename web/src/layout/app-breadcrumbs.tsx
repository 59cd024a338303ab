import { Breadcrumbs, Text } from '@mantine/core';
import { useRouteMeta } from './use-route-meta';
import { AnchorLink } from '../components/links/anchor-link';

/** Breadcrumbs from the route's metadata; a crumb with a target links to it. */
export function AppBreadcrumbs() {
  const meta = useRouteMeta();
  if (!meta || meta.breadcrumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separator="›" mb="md" separatorMargin={6}>
        {meta.breadcrumbs.map((crumb) =>
          'to' in crumb ? (
            <AnchorLink to={crumb.to} activeOptions={{ exact: true }} size="sm" key={crumb.label}>
              {crumb.label}
            </AnchorLink>
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
