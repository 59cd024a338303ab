import { Group, Text } from '@mantine/core';
import { BRAND } from '../app/brand';
import { AnchorLink } from '../components/links/anchor-link';

/** Copyright and the Privacy Policy link; signed-in users also get the company pages. */
export function AppFooter({ signedIn }: { signedIn: boolean }) {
  return (
    <Group component="footer" justify="space-between" gap="xs" py="md" px="md" wrap="wrap">
      <Text size="sm" c="dimmed">
        © {new Date().getFullYear()} {BRAND.legalName}. All rights reserved.
      </Text>
      <Group gap="md" wrap="wrap">
        <AnchorLink to="/privacy-policy" size="sm">
          Privacy Policy
        </AnchorLink>
        {signedIn && (
          <>
            <AnchorLink to="/about-us" size="sm">
              About Us
            </AnchorLink>
            <AnchorLink to="/partner-programme" size="sm">
              Partner Programme
            </AnchorLink>
          </>
        )}
        <AnchorLink to="/docs" size="sm">
          API
        </AnchorLink>
      </Group>
    </Group>
  );
}
