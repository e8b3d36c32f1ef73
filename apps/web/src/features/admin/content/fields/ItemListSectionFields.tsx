import type { ContentText } from '@bar/contracts/content';
import type { Locale } from '@bar/domain/locale';
import { ActionIcon, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ItemListLabelKeys, removeItemAt, replaceItemAt } from '../itemList.ts';
import { SectionTitleField } from './SectionTitleField.tsx';

type Props<Item, Value extends { title: ContentText; items: Item[] }> = {
  value: Value;
  locale: Locale;
  onChange: (value: Value) => void;
  /** What the add button appends. */
  newItem: Item;
  labelKeys: ItemListLabelKeys;
  /** The fields of one item; `setItem` puts the changed item back in its place. */
  renderItem: (item: Item, setItem: (item: Item) => void) => ReactNode;
};

/**
 * The editor of a section made of a title and a list of items (questions, downloads): a card per
 * item with its number and a remove button, a hint while there are none, an add button below.
 */
export function ItemListSectionFields<Item, Value extends { title: ContentText; items: Item[] }>({
  value,
  locale,
  onChange,
  newItem,
  labelKeys,
  renderItem,
}: Props<Item, Value>) {
  const { t } = useTranslation();
  const { items } = value;
  const setItems = (next: Item[]) => onChange({ ...value, items: next });
  return (
    <Stack gap="sm">
      <SectionTitleField value={value} locale={locale} onChange={onChange} />
      {items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(labelKeys.empty)}
        </Text>
      )}
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; they are only edited in place or removed
        <Card key={index} withBorder padding="sm" radius="sm">
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600}>
              {t(labelKeys.item, { number: index + 1 })}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t(labelKeys.remove, { number: index + 1 })}
              onClick={() => setItems(removeItemAt(items, index))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
          <Stack gap="xs">{renderItem(item, (changed) => setItems(replaceItemAt(items, index, changed)))}</Stack>
        </Card>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => setItems([...items, newItem])}
        style={{ alignSelf: 'flex-start' }}
      >
        {t(labelKeys.add)}
      </Button>
    </Stack>
  );
}
