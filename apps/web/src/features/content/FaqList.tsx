import { Accordion, Text } from '@mantine/core';
import type { FaqSection } from './contentApi.ts';

/** Questions and answers of one FAQ section, each answer opened on click. */
export function FaqList({ section }: { section: FaqSection }) {
  return (
    <Accordion variant="separated" data-testid="faq-list">
      {section.value.items.map((item, index) => (
        // Questions may repeat after an admin edit; the position keeps keys unique.
        // biome-ignore lint/suspicious/noArrayIndexKey: items have no id of their own
        <Accordion.Item key={index} value={String(index)}>
          <Accordion.Control>{item.question}</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {item.answer}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
