import { Badge, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RemoveButton } from '../../../../ui/RemoveButton.tsx';
import { useDispatch } from '../../commands.ts';
import { requestConfirmation } from '../confirmStore.ts';
import type { Occupant } from '../occupant.ts';
import { removeOccupant } from '../removeSelection.ts';

/** What is on the chosen place, with "Remove" (fixed frames are marked; removing them is refused, P9). */
export function OccupantCard({ occupant, canEdit }: { occupant: Occupant | null; canEdit: boolean }) {
  const dispatch = useDispatch();
  const { t } = useTranslation();
  function remove(): void {
    if (occupant) removeOccupant(occupant, dispatch, requestConfirmation);
  }
  return (
    <Paper withBorder p="xs" data-testid="occupant">
      <Text size="xs" c="dimmed">
        {t('modes.occupant.title')}
      </Text>
      {occupant ? (
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} data-testid="occupant-name">
              {occupant.name}
            </Text>
            {occupant.isFixed ? (
              <Badge size="xs" variant="light" color="gray">
                {t('modes.occupant.fixed')}
              </Badge>
            ) : null}
          </div>
          <RemoveButton size="compact-xs" disabled={!canEdit} onClick={remove} data-testid="occupant-remove">
            {t('modes.occupant.remove')}
          </RemoveButton>
        </Group>
      ) : (
        <Text size="sm" data-testid="occupant-empty">
          {t('modes.occupant.empty')}
        </Text>
      )}
    </Paper>
  );
}
