import type { EmbedTheme } from '@bar/contracts/embed';
import { LOCALES, type Locale } from '@bar/domain/locale';
import {
  Button,
  Card,
  ColorInput,
  FileButton,
  Group,
  Image,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../ui/notifications.ts';
import { uploadImage } from '../../editor/modes/uploadImage.ts';
import { ErrorAlert, LoadFailedAlert, PageLoader } from '../shared/feedback.tsx';
import { fetchDealerThemes, fieldErrorsOf, newDealerTheme, saveDealerThemes } from './dealerThemesApi.ts';

type ThemeCardProps = {
  theme: EmbedTheme;
  index: number;
  errors: Record<string, string>;
  onChange: (theme: EmbedTheme) => void;
  onRemove: () => void;
};

function ThemeCard({ theme, index, errors, onChange, onRemove }: ThemeCardProps) {
  const { t } = useTranslation();
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const error = (field: string) => errors[`themes.${index}.${field}`];
  const upload = async (file: File | null) => {
    if (!file) return;
    const result = await uploadImage(file);
    if ('upload' in result) {
      setUploadProblem(null);
      onChange({ ...theme, logo_url: result.upload.url });
    } else {
      setUploadProblem(result.message ?? t('embed.themes.saveFailed'));
    }
  };
  return (
    <Card withBorder radius="md" padding="md" data-testid={`dealer-theme-${index}`}>
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
          value={theme.origin ?? ''}
          error={error('origin')}
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
      <Group mt="sm" justify="space-between" align="flex-end">
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
          {(uploadProblem ?? error('logo_url')) && (
            <Text size="xs" c="red">
              {uploadProblem ?? error('logo_url')}
            </Text>
          )}
        </Stack>
        <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={onRemove}>
          {t('embed.themes.remove')}
        </Button>
      </Group>
    </Card>
  );
}

/** `/admin/embed-themes`: each dealer's logo, primary colour and language in the embedded configurator. */
export function DealerThemesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const stored = useQuery({ queryKey: ['admin', 'embed-themes'], queryFn: fetchDealerThemes });
  const [themes, setThemes] = useState<EmbedTheme[] | null>(null);
  useEffect(() => {
    if (stored.data && themes === null) setThemes(stored.data);
  }, [stored.data, themes]);
  const save = useMutation({
    mutationFn: saveDealerThemes,
    onSuccess: (saved) => {
      setThemes(saved);
      queryClient.setQueryData(['admin', 'embed-themes'], saved);
      showNotice({ tone: 'info', title: t('embed.themes.title'), message: t('embed.themes.saved') });
    },
  });
  const errors = save.error ? fieldErrorsOf(save.error) : {};

  if (stored.isError) return <LoadFailedAlert error={stored.error} title={t('embed.themes.title')} />;
  if (themes === null) return <PageLoader />;
  const update = (index: number, theme: EmbedTheme) => setThemes(themes.map((old, at) => (at === index ? theme : old)));
  return (
    <Stack gap="md" data-testid="dealer-themes">
      <Group justify="space-between">
        <Title order={2}>{t('embed.themes.title')}</Title>
        <Button
          leftSection={<IconDeviceFloppy size={16} />}
          loading={save.isPending}
          onClick={() => save.mutate(themes)}
          data-testid="dealer-themes-save"
        >
          {t('embed.themes.save')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('embed.themes.intro')}
      </Text>
      {save.isError && <ErrorAlert>{t('embed.themes.saveFailed')}</ErrorAlert>}
      {themes.length === 0 && <Text c="dimmed">{t('embed.themes.empty')}</Text>}
      {themes.map((theme, index) => (
        <ThemeCard
          // biome-ignore lint/suspicious/noArrayIndexKey: themes have no id of their own; the dealer is being edited.
          key={index}
          theme={theme}
          index={index}
          errors={errors}
          onChange={(next) => update(index, next)}
          onRemove={() => setThemes(themes.filter((_, at) => at !== index))}
        />
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => setThemes([...themes, newDealerTheme(themes.length)])}
          data-testid="dealer-themes-add"
        >
          {t('embed.themes.add')}
        </Button>
      </Group>
    </Stack>
  );
}
