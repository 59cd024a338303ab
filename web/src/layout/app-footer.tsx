import { Group, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { BRAND } from '../app/brand';
import { AnchorLink } from '../components/links/anchor-link';

/** Copyright and the Privacy Policy link; signed-in users also get the company pages. */
export function AppFooter({ signedIn }: { signedIn: boolean }) {
  const year = new Date().getFullYear();
  const legalName = BRAND.legalName;
  return (
    <Group component="footer" justify="space-between" gap="xs" py="md" px="md" wrap="wrap">
      <Text size="sm" c="dimmed">
        <Trans>
          © {year} {legalName}. All rights reserved.
        </Trans>
      </Text>
      <Group gap="md" wrap="wrap">
        <AnchorLink to="/privacy-policy" size="sm">
          <Trans>Privacy Policy</Trans>
        </AnchorLink>
        {signedIn && (
          <>
            <AnchorLink to="/about-us" size="sm">
              <Trans>About Us</Trans>
            </AnchorLink>
            <AnchorLink to="/partner-programme" size="sm">
              <Trans>Partner Programme</Trans>
            </AnchorLink>
          </>
        )}
        <AnchorLink to="/docs" size="sm">
          <Trans>API</Trans>
        </AnchorLink>
      </Group>
    </Group>
  );
}
