import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '../autosave/mergeSave.ts';
import { useSaveState } from '../store/editorStore.ts';

const COLOR: Record<SaveState, string> = { saved: 'teal', saving: 'blue', dirty: 'yellow', error: 'red' };

export function SaveIndicator() {
  const { t } = useTranslation();
  const state = useSaveState();
  return (
    <Badge color={COLOR[state]} variant="light" data-testid="save-state" data-state={state} aria-live="polite">
      {t(`save.${state}`)}
    </Badge>
  );
}
