import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { BRAND } from '../app/brand';

/** Copyright and the Privacy Policy link; signed-in users also get the company pages. */
export function AppFooter({ signedIn }: { signedIn: boolean }) {
  return (
    <Group component="footer" justify="space-between" gap="xs" py="md" px="md" wrap="wrap">
      <Text size="sm" c="dimmed">
        © {new Date().getFullYear()} {BRAND.legalName}. All rights reserved.
      </Text>
      <Group gap="md" wrap="wrap">
        <Anchor component={Link} to="/privacy-policy" size="sm">
          Privacy Policy
        </Anchor>
        {signedIn && (
          <>
            <Anchor component={Link} to="/about-us" size="sm">
              About Us
            </Anchor>
            <Anchor component={Link} to="/partner-programme" size="sm">
              Partner Programme
            </Anchor>
          </>
        )}
        <Anchor component={Link} to="/docs" size="sm">
          API
        </Anchor>
      </Group>
    </Group>
  );
}
