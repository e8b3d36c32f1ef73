import { PRESET_FILTERS, type PresetSummary, type PresetsQuery } from '@bar/contracts/presets';
import { Badge, Button, Center, Group, Loader, Modal, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../i18n/index.ts';
import { PresetCard, PresetModuleCount, PresetPrice, PresetsLoadFailed } from './PresetCardParts.tsx';
import { fetchPresets, presetPath } from './presetsApi.ts';

type FilterGroup = keyof typeof PRESET_FILTERS;
const FILTER_GROUPS = Object.keys(PRESET_FILTERS) as FilterGroup[];
/** The SegmentedControl value of "no filter" for a group. */
const ALL = '';

type Filters = Record<FilterGroup, string>;
const NO_FILTERS: Filters = { type: ALL, base_module: ALL, equipment: ALL, shape: ALL, size: ALL };

function toQuery(filters: Filters): PresetsQuery {
  const query: Record<string, string> = {};
  for (const group of FILTER_GROUPS) if (filters[group] !== ALL) query[group] = filters[group];
  return query as PresetsQuery;
}

function PickerCard({ preset }: { preset: PresetSummary }) {
  const { t } = useTranslation();
  return (
    <PresetCard preset={preset} pictureHeight={120}>
      <Stack gap="xs" h="100%">
        <Text fw={600}>{preset.name}</Text>
        <Group gap={4}>
          {FILTER_GROUPS.map((group) => (
            <Badge key={group} variant="light" size="sm" color={group === 'type' ? 'blue' : 'gray'}>
              {t(`presets.values.${group}.${preset[group]}`)}
            </Badge>
          ))}
        </Group>
        <PresetModuleCount preset={preset} />
        <PresetPrice preset={preset} mt="auto" />
        <Button component={Link} to={presetPath(preset.id)} data-testid="use-preset">
          {t('presets.use')}
        </Button>
      </Stack>
    </PresetCard>
  );
}

/** The template picker: filter the presets and start a new bar from one. */
export function PresetsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const query = toQuery(filters);
  const presets = useQuery({
    queryKey: ['bar-presets', locale, query],
    queryFn: () => fetchPresets(query),
    enabled: opened,
    placeholderData: keepPreviousData,
  });

  const setFilter = (group: FilterGroup, value: string) => setFilters((current) => ({ ...current, [group]: value }));

  return (
    <Modal opened={opened} onClose={onClose} title={t('presets.title')} size="xl" centered>
      <Stack data-testid="presets-dialog">
        <Stack gap="xs">
          {FILTER_GROUPS.map((group) => (
            <Group key={group} gap="sm" wrap="nowrap">
              <Text size="sm" fw={500} w={110} id={`preset-filter-label-${group}`}>
                {t(`presets.filters.${group}`)}
              </Text>
              <SegmentedControl
                size="xs"
                value={filters[group]}
                onChange={(value) => setFilter(group, value)}
                aria-labelledby={`preset-filter-label-${group}`}
                data-testid={`preset-filter-${group}`}
                data={[
                  { value: ALL, label: t('presets.filters.all') },
                  ...PRESET_FILTERS[group].map((value) => ({ value, label: t(`presets.values.${group}.${value}`) })),
                ]}
              />
            </Group>
          ))}
        </Stack>
        {presets.isPending ? (
          <Center py="xl" data-testid="presets-loading">
            <Loader aria-label={t('app.loading')} />
          </Center>
        ) : presets.isError ? (
          <PresetsLoadFailed buttonSize="xs" onRetry={() => void presets.refetch()} />
        ) : presets.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl" data-testid="presets-empty">
            {t('presets.empty')}
          </Text>
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2 }}
            data-testid="presets-list"
            aria-busy={presets.isPlaceholderData}
            style={{ opacity: presets.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
          >
            {presets.data.map((preset) => (
              <PickerCard key={preset.id} preset={preset} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Modal>
  );
}
