import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Box, Container, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { BRAND } from '../app/brand';
import { AppFooter } from './app-footer';
import { Logo } from './logo';

/** Logged-out pages: the logo, the page, the footer; no navigation (the spec shows it only when logged in). */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const brand = BRAND.name;
  return (
    <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" py="sm">
          <Group>
            <Link to="/login" aria-label={t`${brand} home`} style={{ textDecoration: 'none' }}>
              <Logo />
            </Link>
          </Group>
        </Container>
      </Box>
      <Box component="main" id="main" style={{ flex: 1 }} py="xl" px="md">
        {children}
      </Box>
      <Container size="lg" w="100%">
        <AppFooter signedIn={false} />
      </Container>
    </Box>
  );
}
