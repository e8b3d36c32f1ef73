import type { EmbedSetup, EmbedTheme } from '@bar/contracts/embed';
import { LOCALES, type Locale } from '@bar/domain/locale';
import {
  Button,
  Card,
  ColorInput,
  Divider,
  FileButton,
  Grid,
  Group,
  Image,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '../../../shared/uploadImage.ts';
import { EmbedSnippet } from './EmbedSnippet.tsx';
import { isOriginAllowed } from './embedSnippet.ts';
import { ThemePreview } from './ThemePreview.tsx';

export type ThemeCardProps = {
  theme: EmbedTheme;
  index: number;
  errors: Record<string, string>;
  setup: EmbedSetup;
  /** Whether a theme of this dealer is stored (the snippet shows it only then). */
  isSaved: boolean;
  onChange: (theme: EmbedTheme) => void;
  onRemove: () => void;
};

function LogoField({
  theme,
  error,
  onChange,
}: {
  theme: EmbedTheme;
  error?: string | undefined;
  onChange: (theme: EmbedTheme) => void;
}) {
  const { t } = useTranslation();
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    const result = await uploadImage(file);
    if ('upload' in result) {
      setUploadProblem(null);
      onChange({ ...theme, logo_url: result.upload.url });
    } else {
      setUploadProblem(result.message ?? t('embed.themes.uploadFailed'));
    }
  };
  const problem = uploadProblem ?? error;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('embed.themes.logo')}
      </Text>
      <Group gap="sm">
        {theme.logo_url && <Image src={theme.logo_url} alt="" h={32} w="auto" fit="contain" />}
        <FileButton accept="image/png,image/jpeg" onChange={(file) => void upload(file)}>
          {(props) => (
            <Button {...props} variant="default" size="xs" leftSection={<IconUpload size={14} />}>
              {t('embed.themes.uploadLogo')}
            </Button>
          )}
        </FileButton>
        {theme.logo_url && (
          <Button variant="subtle" size="xs" onClick={() => onChange({ ...theme, logo_url: null })}>
            {t('embed.themes.removeLogo')}
          </Button>
        )}
      </Group>
      {problem && (
        <Text size="xs" c="red">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

/** One dealer's theme: its fields, a preview of the embed in it and the snippet for the dealer's page. */
export function ThemeCard({ theme, index, errors, setup, isSaved, onChange, onRemove }: ThemeCardProps) {
  const { t } = useTranslation();
  const error = (field: string) => errors[`themes.${index}.${field}`];
  const isFramable = isOriginAllowed(theme, setup.origins);
  return (
    <Card withBorder radius="md" padding="md" data-testid={`dealer-theme-${index}`}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              <TextInput
                label={t('embed.themes.dealer')}
                value={theme.dealer}
                error={error('dealer')}
                onChange={(event) => onChange({ ...theme, dealer: event.currentTarget.value.trim().toLowerCase() })}
                data-testid="dealer-theme-dealer"
              />
              <TextInput
                inputMode="url"
                label={t('embed.themes.origin')}
                placeholder="https://shop.example.com"
                value={theme.origin ?? ''}
                error={error('origin')}
                description={
                  isFramable || error('origin') ? undefined : (
                    <Text span size="xs" c="orange.8" data-testid="dealer-theme-origin-not-allowed">
                      {t('embed.themes.originNotAllowed')}
                    </Text>
                  )
                }
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                onChange={(event) => onChange({ ...theme, origin: event.currentTarget.value.trim() || null })}
                data-testid="dealer-theme-origin"
              />
              <ColorInput
                label={t('embed.themes.primaryColour')}
                format="hex"
                value={theme.primary_colour ?? ''}
                error={error('primary_colour')}
                onChange={(value) => onChange({ ...theme, primary_colour: value.toLowerCase() || null })}
                data-testid="dealer-theme-colour"
              />
              <Select
                label={t('embed.themes.language')}
                placeholder={t('embed.themes.languageNone')}
                clearable
                value={theme.language}
                error={error('language')}
                data={LOCALES.map((locale: Locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
                onChange={(value) => onChange({ ...theme, language: (value as Locale | null) ?? null })}
                data-testid="dealer-theme-language"
              />
            </SimpleGrid>
            <LogoField theme={theme} error={error('logo_url')} onChange={onChange} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <ThemePreview theme={theme} />
        </Grid.Col>
      </Grid>
      <Divider my="sm" label={t('embed.themes.snippet')} labelPosition="left" />
      <EmbedSnippet theme={theme} configuratorUrl={setup.configurator_url} isSaved={isSaved} />
      <Group mt="sm" justify="flex-end">
        <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={onRemove}>
          {t('embed.themes.remove')}
        </Button>
      </Group>
    </Card>
  );
}
