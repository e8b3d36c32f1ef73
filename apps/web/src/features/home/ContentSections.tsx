import type { ContentSection } from '@bar/contracts/content';
import { Alert, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FaqList, useContent } from '../content/index.ts';
import { DownloadsCard, VideoCard } from './MediaCards.tsx';

type Section<T extends ContentSection['type']> = Extract<ContentSection, { type: T }>;

function FaqCard({ section }: { section: Section<'faq'> }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="content-faq">
      <Stack gap="sm">
        <Title order={3}>{section.value.title}</Title>
        <FaqList section={section} />
      </Stack>
    </Card>
  );
}

function TextCard({ section }: { section: Section<'text'> }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="content-text">
      <Stack gap="sm">
        <Title order={3}>{section.value.title}</Title>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {section.value.body}
        </Text>
      </Stack>
    </Card>
  );
}

/** One home-screen section as visitors see it (also the content builder's preview). */
export function ContentSectionCard({ section, isTouch = false }: { section: ContentSection; isTouch?: boolean }) {
  switch (section.type) {
    case 'video':
      return <VideoCard section={section} />;
    case 'faq':
      return <FaqCard section={section} />;
    case 'downloads':
      return <DownloadsCard section={section} isTouch={isTouch} />;
    case 'text':
      return <TextCard section={section} />;
  }
}

/**
 * The home screen's editable sections (GET /api/content): intro video, FAQ, downloads, texts, in their
 * order. `isTouch` (a phone): links at least 44 px high.
 */
export function ContentSections({ isTouch = false }: { isTouch?: boolean }) {
  const { t } = useTranslation();
  const content = useContent();
  if (content.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (content.isError) return <Alert color="gray">{t('shell.content.loadFailed')}</Alert>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }} data-testid="content-sections">
      {content.data.map((section) => (
        <ContentSectionCard key={section.id} section={section} isTouch={isTouch} />
      ))}
    </SimpleGrid>
  );
}
