import type { ContentSection } from '@bar/contracts/content';
import { isSafeLinkUrl } from '@bar/contracts/safeUrl';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/** The home screen's video and download cards; an address is only used as a link or source when it is safe. */
type Section<T extends ContentSection['type']> = Extract<ContentSection, { type: T }>;

/**
 * Addresses come from the server, which refuses unsafe ones since they are checked; one stored
 * before that (or by hand) is still never put into a link or a media source here.
 */
function safeUrlOrUndefined(url: string | null): string | undefined {
  return url !== null && isSafeLinkUrl(url) ? url : undefined;
}

export function VideoCard({ section }: { section: Section<'video'> }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="content-video">
      <Stack gap="sm">
        <Title order={3}>{section.value.title}</Title>
        {isSafeLinkUrl(section.value.url) && (
          // biome-ignore lint/a11y/useMediaCaption: the intro video has no speech, only the configurator in motion
          <video
            controls
            preload="none"
            src={section.value.url}
            poster={safeUrlOrUndefined(section.value.poster)}
            style={{ width: '100%', borderRadius: 6, background: '#e9eef2', aspectRatio: '16 / 9' }}
          />
        )}
        {section.value.description && (
          <Text size="sm" c="dimmed">
            {section.value.description}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** `isTouch` (a phone): each download link is at least 44 px high. */
export function DownloadsCard({ section, isTouch = false }: { section: Section<'downloads'>; isTouch?: boolean }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="content-downloads">
      <Stack gap="sm">
        <Title order={3}>{section.value.title}</Title>
        {section.value.items.map((item) => (
          <Group key={item.url} justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              {isSafeLinkUrl(item.url) ? (
                <Anchor
                  href={item.url}
                  download
                  fw={500}
                  data-testid="download-link"
                  style={isTouch ? { display: 'inline-flex', alignItems: 'center', minHeight: 44 } : undefined}
                >
                  <IconDownload size={14} style={{ verticalAlign: 'middle', marginRight: 6 }} aria-hidden />
                  {item.title}
                </Anchor>
              ) : (
                <Text fw={500}>{item.title}</Text>
              )}
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
