import { Accordion, List, Paper, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../../components/links/anchor-link';
import { GUIDES } from '../components/guides';

/** The how-to guides: each task an administrator does, step by step, with a link to the screen it starts on. */
export default function GuidesPage() {
  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <Title order={1} fz={28}>
          How to Guides
        </Title>
        <Text size="sm" c="dimmed">
          Step-by-step help with the everyday tasks of running your company&apos;s training.
        </Text>
      </Stack>
      <Paper withBorder radius="md">
        <Accordion chevronPosition="right">
          {GUIDES.map((guide) => (
            <Accordion.Item key={guide.title} value={guide.title}>
              <Accordion.Control>
                <Text fw={600} component="span">
                  {guide.title}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  <List type="ordered" size="sm" spacing={4}>
                    {guide.steps.map((step) => (
                      <List.Item key={step}>{step}</List.Item>
                    ))}
                  </List>
                  <Text size="sm">
                    Start here: <AnchorLink to={guide.start.to}>{guide.start.label}</AnchorLink>
                  </Text>
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Paper>
    </Stack>
  );
}
