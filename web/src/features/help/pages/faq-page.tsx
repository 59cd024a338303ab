import { Accordion, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { faqEntries } from '../components/faq-entries';

/** Frequently asked questions: the spec's statements as an accordion (each question a button opening its answer). */
export default function FaqPage() {
  // The entries are made in the active language (the page renders again when it changes).
  const { i18n } = useLingui();
  const entries = faqEntries(i18n);
  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <Title order={1} fz={28}>
          <Trans>FAQs</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Answers to the questions administrators ask most often.</Trans>
        </Text>
      </Stack>
      <Paper withBorder radius="md">
        <Accordion variant="default" chevronPosition="right">
          {entries.map((entry, index) => (
            <Accordion.Item key={index} value={`faq-${index}`}>
              <Accordion.Control>
                <Text fw={600} component="span">
                  {entry.question}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text size="sm">{entry.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Paper>
    </Stack>
  );
}
