import type { StoredSectionValues } from '@bar/contracts/content';
import type { Locale } from '@bar/domain/locale';
import { ActionIcon, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField } from './LocalizedTextField.tsx';

type FaqValue = StoredSectionValues['faq'];
type Props = { value: FaqValue; locale: Locale; onChange: (value: FaqValue) => void };

const emptyItem: FaqValue['items'][number] = { question: { en: '' }, answer: { en: '' } };

export function FaqSectionFields({ value, locale, onChange }: Props) {
  const { t } = useTranslation();
  const setItem = (index: number, item: FaqValue['items'][number]) =>
    onChange({ ...value, items: value.items.map((old, at) => (at === index ? item : old)) });
  return (
    <Stack gap="sm">
      <LocalizedTextField
        label={t('adminCatalogue.content.fields.title')}
        text={value.title}
        locale={locale}
        onChange={(title) => onChange({ ...value, title })}
        testId="section-title-input"
      />
      {value.items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('adminCatalogue.content.fields.noQuestions')}
        </Text>
      )}
      {value.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; they are only edited in place or removed
        <Card key={index} withBorder padding="sm" radius="sm">
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600}>
              {t('adminCatalogue.content.fields.questionNumber', { number: index + 1 })}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('adminCatalogue.content.fields.removeQuestion', { number: index + 1 })}
              onClick={() => onChange({ ...value, items: value.items.filter((_, at) => at !== index) })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
          <Stack gap="xs">
            <LocalizedTextField
              label={t('adminCatalogue.content.fields.question')}
              text={item.question}
              locale={locale}
              onChange={(question) => setItem(index, { ...item, question })}
            />
            <LocalizedTextField
              label={t('adminCatalogue.content.fields.answer')}
              text={item.answer}
              locale={locale}
              onChange={(answer) => setItem(index, { ...item, answer })}
              isMultiline
            />
          </Stack>
        </Card>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => onChange({ ...value, items: [...value.items, emptyItem] })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('adminCatalogue.content.fields.addQuestion')}
      </Button>
    </Stack>
  );
}
