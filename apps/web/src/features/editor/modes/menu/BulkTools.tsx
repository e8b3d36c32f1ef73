import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RemoveButton } from '../../../../ui/RemoveButton.tsx';
import { RalColorPicker } from '../../colors/RalColorPicker.tsx';
import { useDispatch } from '../../commands.ts';
import { useEditorStore } from '../../store/editorContext.tsx';
import { requestConfirmation } from '../confirmStore.ts';

/** Counter-boards mode: delete all bar tops (C6, asked first) and the bar-top colour (K1). */
export function CounterBoardTools({ canEdit }: { canEdit: boolean }) {
  const dispatch = useDispatch();
  const { t } = useTranslation();
  const current = useEditorStore((state) => state.doc?.settings.colors.counter_boards ?? null);
  return (
    <Stack gap="xs">
      {current ? (
        <RalColorPicker
          label={t('modes.counterBoards.color')}
          value={current}
          disabled={!canEdit}
          onChange={(code) => dispatch({ type: 'setGlobalColor', input: { key: 'counter_boards', code } })}
          testId="board-color"
        />
      ) : null}
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
  const dispatch = useDispatch();
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
