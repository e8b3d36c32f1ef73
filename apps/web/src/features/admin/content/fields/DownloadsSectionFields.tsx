import type { StoredSectionValues } from '@bar/contracts/content';
import type { Locale } from '@bar/domain/locale';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BUNDLED_DOWNLOADS } from '../bundledMedia.ts';
import { itemListLabelKeys } from '../itemList.ts';
import { ItemListSectionFields } from './ItemListSectionFields.tsx';
import { LocalizedTextField } from './LocalizedTextField.tsx';

type DownloadsValue = StoredSectionValues['downloads'];
type DownloadItem = DownloadsValue['items'][number];
type Props = { value: DownloadsValue; locale: Locale; onChange: (value: DownloadsValue) => void };

const firstFile = BUNDLED_DOWNLOADS[0];
const emptyItem: DownloadItem = {
  title: { en: '' },
  description: { en: '' },
  url: firstFile.url,
  format: firstFile.format,
};

const LABEL_KEYS = itemListLabelKeys('Download');

export function DownloadsSectionFields(props: Props) {
  const { t } = useTranslation();
  const { locale } = props;
  const files = BUNDLED_DOWNLOADS.map((file) => ({
    value: file.url,
    label: `${t(`adminCatalogue.content.media.${file.labelKey}`)} (${file.format})`,
  }));
  const chooseFile = (item: DownloadItem, url: string | null, setItem: (item: DownloadItem) => void) => {
    const file = BUNDLED_DOWNLOADS.find((candidate) => candidate.url === url);
    if (file) setItem({ ...item, url: file.url, format: file.format });
  };
  return (
    <ItemListSectionFields
      {...props}
      labelKeys={LABEL_KEYS}
      newItem={emptyItem}
      renderItem={(item, setItem) => (
        <>
          <Select
            label={t('adminCatalogue.content.fields.file')}
            data={
              files.some((file) => file.value === item.url) ? files : [...files, { value: item.url, label: item.url }]
            }
            value={item.url}
            allowDeselect={false}
            onChange={(url) => chooseFile(item, url, setItem)}
          />
          <LocalizedTextField value={item} field="title" locale={locale} onChange={setItem} />
          <LocalizedTextField value={item} field="description" locale={locale} onChange={setItem} isMultiline />
        </>
      )}
    />
  );
}
