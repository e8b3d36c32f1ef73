import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '../autosave/mergeSave.ts';
import { useSaveState } from '../store/editorContext.tsx';

const COLOR: Record<SaveState, string> = { saved: 'teal', saving: 'blue', dirty: 'yellow', error: 'red' };
/**
 * Mantine's light yellow badge writes #e67700 on #fff3bf (2.7:1); unsaved changes are written in a
 * darker amber (#8a4a00, 6.2:1) so that the state is readable (WCAG AA 4.5:1).
 */
const TEXT: Partial<Record<SaveState, string>> = { dirty: '#8a4a00' };

export function SaveIndicator() {
  const { t } = useTranslation();
  const state = useSaveState();
  return (
    <Badge
      color={COLOR[state]}
      c={TEXT[state]}
      variant="light"
      data-testid="save-state"
      data-state={state}
      aria-live="polite"
      style={{ flexShrink: 0 }}
    >
      {t(`save.${state}`)}
    </Badge>
  );
}
