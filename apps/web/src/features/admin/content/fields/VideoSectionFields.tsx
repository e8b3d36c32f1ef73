import type { StoredSectionValues } from '@bar/contracts/content';
import type { Locale } from '@bar/domain/locale';
import { Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BUNDLED_POSTERS, BUNDLED_VIDEOS } from '../bundledMedia.ts';
import { LocalizedTextField } from './LocalizedTextField.tsx';
import { SectionTitleField } from './SectionTitleField.tsx';

type VideoValue = StoredSectionValues['video'];
type Props = { value: VideoValue; locale: Locale; onChange: (value: VideoValue) => void };

const NO_POSTER = 'none';

export function VideoSectionFields({ value, locale, onChange }: Props) {
  const { t } = useTranslation();
  const videos: { value: string; label: string }[] = BUNDLED_VIDEOS.map((video) => ({
    value: video.url,
    label: `${t(`adminCatalogue.content.media.${video.labelKey}`)} (${video.url})`,
  }));
  // A stored address that is no longer bundled stays selectable, so opening the editor changes nothing.
  if (!videos.some((video) => video.value === value.url)) videos.push({ value: value.url, label: value.url });
  const posters: { value: string; label: string }[] = [
    { value: NO_POSTER, label: t('adminCatalogue.content.fields.noPoster') },
    ...BUNDLED_POSTERS.map((url) => ({ value: url, label: url })),
  ];
  if (value.poster && !posters.some((poster) => poster.value === value.poster)) {
    posters.push({ value: value.poster, label: value.poster });
  }
  return (
    <Stack gap="sm">
      <SectionTitleField value={value} locale={locale} onChange={onChange} />
      <Select
        label={t('adminCatalogue.content.fields.video')}
        data={videos}
        value={value.url}
        allowDeselect={false}
        onChange={(url) => url && onChange({ ...value, url })}
      />
      <Select
        label={t('adminCatalogue.content.fields.poster')}
        data={posters}
        value={value.poster ?? NO_POSTER}
        allowDeselect={false}
        onChange={(poster) => onChange({ ...value, poster: !poster || poster === NO_POSTER ? null : poster })}
      />
      <LocalizedTextField value={value} field="description" locale={locale} onChange={onChange} isMultiline />
    </Stack>
  );
}
