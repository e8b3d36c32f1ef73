import { Box, Group, SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PartsListPanel } from '../components/PartsListPanel.tsx';
import type { EditingMode, ModeSwitch } from '../modes/modes.ts';
import { BagsPanel } from './BagsPanel.tsx';
import { SinglePartsPicker } from './SinglePartsPicker.tsx';

/**
 * The "Single parts / Bags" tab (`/bars/{bar}/edit/parts`): mode `parts` orders single parts,
 * mode `accessories-packaging` chooses transport bags. The live parts list stays beside them.
 */
export function SinglePartsTab({ height, mode, onOpenMode }: ModeSwitch & { height: string }) {
  const { t } = useTranslation();
  const isBags = mode === 'accessories-packaging';
  return (
    <Group h={height} gap={0} wrap="nowrap" align="stretch">
      <Stack p="md" gap="md" style={{ flex: 1, minWidth: 0 }}>
        <SegmentedControl
          w={420}
          value={isBags ? 'accessories-packaging' : 'parts'}
          onChange={(value) => onOpenMode(value as EditingMode)}
          data={[
            { value: 'parts', label: t('shell.singleParts.title') },
            { value: 'accessories-packaging', label: t('shell.bags.title') },
          ]}
          data-testid="parts-tab-mode"
        />
        {isBags ? <BagsPanel /> : <SinglePartsPicker height={`calc(${height} - 150px)`} />}
      </Stack>
      <Box w={420} p="md" style={{ borderLeft: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}>
        <PartsListPanel />
      </Box>
    </Group>
  );
}
