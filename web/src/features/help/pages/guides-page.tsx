import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, List, Paper, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../../components/links/anchor-link';
import { GUIDES } from '../components/guides';

/** The how-to guides: each task an administrator does, step by step, with a link to the screen it starts on. */
export default function GuidesPage() {
  const { t } = useLingui();
  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <Title order={1} fz={28}>
          <Trans>How to Guides</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Step-by-step help with the everyday tasks of running your company&apos;s training.</Trans>
        </Text>
      </Stack>
      <Paper withBorder radius="md">
        <Accordion chevronPosition="right">
          {GUIDES.map((guide, index) => (
            <Accordion.Item key={index} value={`guide-${index}`}>
              <Accordion.Control>
                <Text fw={600} component="span">
                  {t(guide.title)}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  <List type="ordered" size="sm" spacing={4}>
                    {guide.steps.map((step, stepIndex) => (
                      <List.Item key={stepIndex}>{t(step)}</List.Item>
                    ))}
                  </List>
                  <Text size="sm">
                    <Trans>Start here:</Trans> <AnchorLink to={guide.start.to}>{t(guide.start.label)}</AnchorLink>
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
