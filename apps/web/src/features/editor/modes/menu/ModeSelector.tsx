import type { SideName } from '@bar/domain/catalogue';
import { Button, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { modesForSide } from '../modeRegistry.ts';
import type { ModeSwitch } from '../modes.ts';

/** The editing modes of the side being edited; choosing one changes `?mode=` (browser back returns). */
export function ModeSelector({ side, mode, onOpenMode }: ModeSwitch & { side: SideName }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb={4}>
        {t('modes.title')}
      </Text>
      <SimpleGrid cols={2} spacing={4} verticalSpacing={4} role="tablist" aria-label={t('modes.title')}>
        {modesForSide(side).map((candidate) => (
          <Button
            key={candidate}
            role="tab"
            aria-selected={candidate === mode}
            size="compact-xs"
            variant={candidate === mode ? 'filled' : 'default'}
            justify="flex-start"
            onClick={() => onOpenMode(candidate)}
            data-testid={`mode-${candidate}`}
            styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
          >
            {t(`modes.names.${candidate}`)}
          </Button>
        ))}
      </SimpleGrid>
    </div>
  );
}
