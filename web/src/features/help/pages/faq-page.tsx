import { Accordion, Paper, Stack, Text, Title } from '@mantine/core';
import { FAQ_ENTRIES } from '../components/faq-entries';

/** Frequently asked questions: the spec's statements as an accordion (each question a button opening its answer). */
export default function FaqPage() {
  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <Title order={1} fz={28}>
          FAQs
        </Title>
        <Text size="sm" c="dimmed">
          Answers to the questions administrators ask most often.
        </Text>
      </Stack>
      <Paper withBorder radius="md">
        <Accordion variant="default" chevronPosition="right">
          {FAQ_ENTRIES.map((entry, index) => (
            <Accordion.Item key={entry.question} value={`faq-${index}`}>
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
