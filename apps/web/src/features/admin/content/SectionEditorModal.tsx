import type { StoredContentSection } from '@bar/contracts/content';
import { LOCALES, type Locale } from '@bar/domain/locale';
import { Button, Grid, Group, Modal, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { DownloadsSectionFields } from './fields/DownloadsSectionFields.tsx';
import { FaqSectionFields } from './fields/FaqSectionFields.tsx';
import { TextSectionFields } from './fields/TextSectionFields.tsx';
import { VideoSectionFields } from './fields/VideoSectionFields.tsx';
import { useContentDefaultLocale } from './localizedText.ts';
import { SectionPreview } from './SectionPreview.tsx';
import { sectionProblemLabels } from './sectionProblems.ts';

type Props = {
  section: StoredContentSection;
  onApply: (section: StoredContentSection) => void;
  onClose: () => void;
};

function SectionFields({
  section,
  locale,
  onChange,
}: {
  section: StoredContentSection;
  locale: Locale;
  onChange: (section: StoredContentSection) => void;
}) {
  // Typed per section, so each editor hands back its own type's value (TypeScript widens a spread
  // of a generic section to the whole union, hence the assertion).
  const setValue =
    <Section extends StoredContentSection>(current: Section) =>
    (value: Section['value']) =>
      onChange({ ...current, value } as Section);
  switch (section.type) {
    case 'text':
      return <TextSectionFields value={section.value} locale={locale} onChange={setValue(section)} />;
    case 'faq':
      return <FaqSectionFields value={section.value} locale={locale} onChange={setValue(section)} />;
    case 'video':
      return <VideoSectionFields value={section.value} locale={locale} onChange={setValue(section)} />;
    case 'downloads':
      return <DownloadsSectionFields value={section.value} locale={locale} onChange={setValue(section)} />;
  }
}

/**
 * Edits a copy of one section's value, language by language, beside a preview of it in a chosen
 * language; "Apply" hands it back to the list once it has every text it needs in the default
 * language (saving the list is a separate step, so one Save sends order and values together).
 */
export function SectionEditorModal({ section, onApply, onClose }: Props) {
  const { t } = useTranslation();
  const defaultLocale = useContentDefaultLocale();
  const [draft, setDraft] = useState(section);
  // Starts in the interface language; the default language is one click away.
  const [locale, setLocale] = useState<Locale>(currentLocale());
  const problems = sectionProblemLabels(draft, defaultLocale, t);
  return (
    <Modal
      opened
      onClose={onClose}
      size="80rem"
      title={t('adminCatalogue.content.editTitle', { type: t(`adminCatalogue.content.types.${section.type}`) })}
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <SegmentedControl
              fullWidth
              value={locale}
              onChange={(value) => setLocale(value as Locale)}
              data={LOCALES.map((code) => ({
                value: code,
                label: code === defaultLocale ? `${code.toUpperCase()} *` : code.toUpperCase(),
              }))}
              aria-label={t('adminCatalogue.content.editLanguage')}
            />
            <SectionFields section={draft} locale={locale} onChange={setDraft} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SectionPreview section={draft} problems={problems} initialLocale={locale} />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('adminCatalogue.common.cancel')}
        </Button>
        <Button onClick={() => onApply(draft)} disabled={problems.length > 0} data-testid="section-apply">
          {t('adminCatalogue.content.apply')}
        </Button>
      </Group>
    </Modal>
  );
}
