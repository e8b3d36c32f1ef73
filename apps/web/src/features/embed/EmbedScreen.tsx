import type { EmbedTheme } from '@bar/contracts/embed';
import { Anchor, Box, Button, Group, Image, Text } from '@mantine/core';
import { IconCamera, IconExternalLink, IconGlassFull } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { switchLanguage } from '../../i18n/index.ts';
import { LanguageSelect } from '../../ui/LanguageSelect.tsx';
import { showNotice } from '../../ui/notifications.ts';
import { EditorRoot, openPhotoDialog, PhotoDialog, useEditorStore } from '../editor/index.ts';
import { presetPath } from '../presets/index.ts';
import { EMBED_HEADER_HEIGHT, EmbedConfigurator, EmbedViewer } from './EmbedBody.tsx';
import { embedPresetPath, embedTarget, fetchEmbedSettings, framingOrigin } from './embedApi.ts';
import { useEmbedHost } from './useEmbedHost.ts';
import { embedBarId } from './useEmbedPreset.ts';

/** The dealer's primary colour for Mantine's filled and light variants inside the embed. */
function themeStyle(theme: EmbedTheme | null): CSSProperties | undefined {
  const colour = theme?.primary_colour;
  if (!colour) return undefined;
  return {
    '--mantine-primary-color-filled': colour,
    '--mantine-primary-color-filled-hover': `color-mix(in srgb, ${colour} 85%, black)`,
    '--mantine-primary-color-light': `color-mix(in srgb, ${colour} 12%, transparent)`,
    '--mantine-primary-color-light-hover': `color-mix(in srgb, ${colour} 20%, transparent)`,
    '--mantine-primary-color-light-color': colour,
  } as CSSProperties;
}

/** The dealer's language, once, when the theme names one (the host may still send `setLanguage`). */
function useThemeLanguage(theme: EmbedTheme | null | undefined): void {
  const language = theme?.language ?? null;
  useEffect(() => {
    if (language) void switchLanguage(language);
  }, [language]);
}

function Brand({ theme }: { theme: EmbedTheme | null }) {
  const { t } = useTranslation();
  if (theme?.logo_url) {
    return <Image src={theme.logo_url} alt={theme.dealer} h={32} w="auto" fit="contain" data-testid="embed-logo" />;
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <IconGlassFull size={20} aria-hidden />
      <Text fw={700}>{t('app.name')}</Text>
    </Group>
  );
}

/**
 * `/embed/bars/{preset}` and `/embed/bars/{id}?preview_token=…`: the configurator (or the viewer)
 * for a dealer's site, framed only by the EMBED_ORIGINS (the server's `frame-ancestors`), in the
 * dealer's theme, talking to the host page through postMessage (docs/embed.md). No login, no
 * session: the configured bar stays in the browser; "Request a quote" hands it to the host.
 */
export function EmbedScreen() {
  return (
    <EditorRoot>
      <Embed />
    </EditorRoot>
  );
}

function Embed() {
  const { t } = useTranslation();
  const { barRef } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const target = embedTarget(barRef);
  const dealer = search.get('dealer');
  const [origin] = useState(framingOrigin);
  const settings = useQuery({
    queryKey: ['embed-settings', dealer, origin],
    queryFn: () => fetchEmbedSettings({ dealer, origin }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const theme = settings.data?.theme ?? null;
  useThemeLanguage(settings.data?.theme);

  const expectedId = target === null ? null : target.kind === 'preset' ? embedBarId(target.presetId) : target.barId;
  const isLoaded = useEditorStore(
    (state) => state.bar?.id === expectedId && state.doc !== null && state.catalogue !== null,
  );
  const barName = useEditorStore((state) => (state.bar?.id === expectedId ? state.bar.name : ''));
  const presetId = target?.kind === 'preset' ? target.presetId : null;
  const host = useEmbedHost({
    allowed: settings.data?.origins,
    mode: target?.kind === 'bar' ? 'viewer' : 'preset',
    presetId,
    isLoaded,
    openPreset: (id) => void navigate(embedPresetPath(id, search)),
  });

  const fullSitePath =
    target?.kind === 'bar'
      ? `/bars/${encodeURIComponent(target.barId)}?${search.toString()}`
      : presetPath(presetId ?? 0);
  const requestQuote = () => {
    if (host.hasHost) {
      host.requestQuote();
      showNotice({ tone: 'info', title: t('embed.quote'), message: t('embed.quoteSent') });
    } else {
      window.open(fullSitePath, '_blank', 'noopener');
    }
  };

  return (
    <Box h="100vh" style={themeStyle(theme)} data-testid="embed" data-host={host.hasHost ? 'connected' : 'none'}>
      <Group
        component="header"
        h={EMBED_HEADER_HEIGHT}
        px="md"
        justify="space-between"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <Brand theme={theme} />
          <Text fw={600} truncate data-testid="embed-bar-name">
            {barName}
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          {target && (
            <Anchor href={fullSitePath} target="_blank" rel="noopener" size="sm" data-testid="embed-open-full">
              <Group gap={4} wrap="nowrap">
                {t('embed.openFull')}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
          {target && (
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconCamera size={14} aria-hidden />}
              onClick={() => openPhotoDialog({ barName, pictureOf: null })}
              disabled={!isLoaded}
              data-testid="embed-photo"
            >
              {t('photo.button')}
            </Button>
          )}
          {target && (
            <Button size="compact-sm" onClick={requestQuote} disabled={!isLoaded} data-testid="embed-quote">
              {t('embed.quote')}
            </Button>
          )}
          <LanguageSelect />
        </Group>
      </Group>
      <PhotoDialog />
      {target === null ? (
        <Text p="md" role="alert">
          {t('embed.presetNotFound')}
        </Text>
      ) : target.kind === 'preset' ? (
        <EmbedConfigurator key={target.presetId} presetId={target.presetId} />
      ) : (
        <EmbedViewer barId={target.barId} search={search} />
      )}
    </Box>
  );
}
