import type { StoredSectionValues } from '@bar/contracts/content';
import type { Locale } from '@bar/domain/locale';
import { ActionIcon, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BUNDLED_DOWNLOADS } from '../bundledMedia.ts';
import { LocalizedTextField } from './LocalizedTextField.tsx';

type DownloadsValue = StoredSectionValues['downloads'];
type DownloadItem = DownloadsValue['items'][number];
type Props = { value: DownloadsValue; locale: Locale; onChange: (value: DownloadsValue) => void };

const firstFile = BUNDLED_DOWNLOADS[0];

export function DownloadsSectionFields({ value, locale, onChange }: Props) {
  const { t } = useTranslation();
  const files = BUNDLED_DOWNLOADS.map((file) => ({
    value: file.url,
    label: `${t(`adminCatalogue.content.media.${file.labelKey}`)} (${file.format})`,
  }));
  const setItem = (index: number, item: DownloadItem) =>
    onChange({ ...value, items: value.items.map((old, at) => (at === index ? item : old)) });
  const chooseFile = (index: number, item: DownloadItem, url: string | null) => {
    const file = BUNDLED_DOWNLOADS.find((candidate) => candidate.url === url);
    if (file) setItem(index, { ...item, url: file.url, format: file.format });
  };
  const emptyItem: DownloadItem = {
    title: { en: '' },
    description: { en: '' },
    url: firstFile.url,
    format: firstFile.format,
  };
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
          {t('adminCatalogue.content.fields.noDownloads')}
        </Text>
      )}
      {value.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; they are only edited in place or removed
        <Card key={index} withBorder padding="sm" radius="sm">
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600}>
              {t('adminCatalogue.content.fields.downloadNumber', { number: index + 1 })}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('adminCatalogue.content.fields.removeDownload', { number: index + 1 })}
              onClick={() => onChange({ ...value, items: value.items.filter((_, at) => at !== index) })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
          <Stack gap="xs">
            <Select
              label={t('adminCatalogue.content.fields.file')}
              data={
                files.some((file) => file.value === item.url) ? files : [...files, { value: item.url, label: item.url }]
              }
              value={item.url}
              allowDeselect={false}
              onChange={(url) => chooseFile(index, item, url)}
            />
            <LocalizedTextField
              label={t('adminCatalogue.content.fields.title')}
              text={item.title}
              locale={locale}
              onChange={(title) => setItem(index, { ...item, title })}
            />
            <LocalizedTextField
              label={t('adminCatalogue.content.fields.description')}
              text={item.description}
              locale={locale}
              onChange={(description) => setItem(index, { ...item, description })}
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
        {t('adminCatalogue.content.fields.addDownload')}
      </Button>
    </Stack>
  );
}
