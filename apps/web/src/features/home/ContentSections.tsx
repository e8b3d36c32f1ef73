import type { ContentSection } from '@bar/contracts/content';
import { Alert, Anchor, Badge, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useContent } from '../content/contentApi.ts';
import { FaqList } from '../content/FaqList.tsx';

type Section<T extends ContentSection['type']> = Extract<ContentSection, { type: T }>;

function VideoCard({ section }: { section: Section<'video'> }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="content-video">
      <Stack gap="sm">
        <Title order={3}>{section.value.title}</Title>
        {/* biome-ignore lint/a11y/useMediaCaption: the intro video has no speech, only the configurator in motion */}
        <video
          controls
          preload="none"
          src={section.value.url}
          poster={section.value.poster ?? undefined}
          style={{ width: '100%', borderRadius: 6, background: '#e9eef2', aspectRatio: '16 / 9' }}
        />
        {section.value.description && (
          <Text size="sm" c="dimmed">
            {section.value.description}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

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

function DownloadsCard({ section }: { section: Section<'downloads'> }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="content-downloads">
      <Stack gap="sm">
        <Title order={3}>{section.value.title}</Title>
        {section.value.items.map((item) => (
          <Group key={item.url} justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Anchor href={item.url} download fw={500} data-testid="download-link">
                <IconDownload size={14} style={{ verticalAlign: 'middle', marginRight: 6 }} aria-hidden />
                {item.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {item.description}
              </Text>
            </div>
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              {item.format}
            </Badge>
          </Group>
        ))}
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

function SectionCard({ section }: { section: ContentSection }) {
  switch (section.type) {
    case 'video':
      return <VideoCard section={section} />;
    case 'faq':
      return <FaqCard section={section} />;
    case 'downloads':
      return <DownloadsCard section={section} />;
    case 'text':
      return <TextCard section={section} />;
  }
}

/** The home screen's editable sections (GET /api/content): intro video, FAQ, downloads, texts, in their order. */
export function ContentSections() {
  const { t } = useTranslation();
  const content = useContent();
  if (content.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (content.isError) return <Alert color="gray">{t('shell.content.loadFailed')}</Alert>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }} data-testid="content-sections">
      {content.data.map((section) => (
        <SectionCard key={section.id} section={section} />
      ))}
    </SimpleGrid>
  );
}
