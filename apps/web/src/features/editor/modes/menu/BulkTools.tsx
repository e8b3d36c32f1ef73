import { Select, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveButton } from '../../../../ui/RemoveButton.tsx';
import { dispatch } from '../../commands.ts';
import { useEditor } from '../../store/editorStore.ts';
import { requestConfirmation } from '../confirmStore.ts';

/** Counter-boards mode: delete all bar tops (C6, asked first) and the bar-top colour (K1). */
export function CounterBoardTools({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const colors = useEditor((state) => state.catalogue?.colors);
  const current = useEditor((state) => state.doc?.settings.colors.counter_boards ?? null);
  const options = useMemo(
    () =>
      (colors ?? [])
        .filter((color) => color.is_active)
        .map((color) => ({ value: color.code, label: `RAL ${color.code} ${color.name}` })),
    [colors],
  );
  return (
    <Stack gap="xs">
      <Select
        size="xs"
        label={t('modes.counterBoards.color')}
        data={options}
        value={current}
        searchable
        disabled={!canEdit}
        onChange={(code) => {
          if (code) dispatch({ type: 'setGlobalColor', input: { key: 'counter_boards', code } });
        }}
        data-testid="board-color"
      />
      <RemoveButton
        disabled={!canEdit}
        onClick={() =>
          requestConfirmation({
            kind: 'deleteAllBoards',
            onConfirm: () => dispatch({ type: 'deleteAllCounterBoards' }),
          })
        }
        data-testid="delete-all-boards"
      >
        {t('modes.counterBoards.deleteAll')}
      </RemoveButton>
    </Stack>
  );
}

/** Front-panels mode: "Delete all panels", a separate action from deleting bar tops (C6), asked first. */
export function PanelTools({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <RemoveButton
      disabled={!canEdit}
      onClick={() =>
        requestConfirmation({ kind: 'deleteAllPanels', onConfirm: () => dispatch({ type: 'deleteAllPanels' }) })
      }
      data-testid="delete-all-panels"
    >
      {t('modes.panels.deleteAll')}
    </RemoveButton>
  );
}
