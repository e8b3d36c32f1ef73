import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppHeader } from '../../../ui/AppHeader.tsx';
import { editorActions, useEditorShallow } from '../store/editorStore.ts';
import { SaveIndicator } from './SaveIndicator.tsx';

export function EditorTopBar() {
  const { t } = useTranslation();
  const { name, canEdit, canUndo, canRedo } = useEditorShallow((state) => ({
    name: state.bar?.name ?? '',
    canEdit: state.bar?.can_edit ?? false,
    canUndo: state.past.length > 0,
    canRedo: state.future.length > 0,
  }));
  return (
    <AppHeader>
      <Text fw={600} truncate data-testid="bar-name">
        {name}
      </Text>
      {canEdit ? <SaveIndicator /> : <Text size="sm">{t('editor.readOnly')}</Text>}
      {canEdit && (
        <Group gap={4}>
          <Tooltip label={t('editor.undo')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('editor.undo')}
              disabled={!canUndo}
              onClick={() => editorActions.undo()}
              data-testid="undo"
            >
              <IconArrowBackUp size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('editor.redo')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('editor.redo')}
              disabled={!canRedo}
              onClick={() => editorActions.redo()}
              data-testid="redo"
            >
              <IconArrowForwardUp size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
    </AppHeader>
  );
}
