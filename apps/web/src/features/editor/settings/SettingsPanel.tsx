import { Accordion } from '@mantine/core';
import { type Icon, IconArrowsMove, IconEye, IconPalette, IconPhoto } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../store/editorContext.tsx';
import { ColorSettings } from './ColorSettings.tsx';
import { BackOffsetSettings, VisibilitySettings } from './PositionAndVisibility.tsx';
import { SurroundingsSettings } from './SurroundingsSettings.tsx';

/** The panel's sections, in order; each one's title is `shell.settings.<value>`. */
const SECTIONS: { value: string; Icon: Icon; testId?: string; Settings: ComponentType<{ canEdit: boolean }> }[] = [
  { value: 'surroundings', Icon: IconPhoto, Settings: SurroundingsSettings },
  { value: 'colors', Icon: IconPalette, testId: 'settings-colors', Settings: ColorSettings },
  { value: 'position', Icon: IconArrowsMove, testId: 'settings-position', Settings: BackOffsetSettings },
  // Showing and hiding parts changes the view only, so it is open to anyone who can see the bar.
  { value: 'visibility', Icon: IconEye, Settings: VisibilitySettings },
];

/** Settings panel: surroundings, global colours, back-bar position, show/hide. */
export function SettingsPanel() {
  const { t } = useTranslation();
  const canEdit = useEditorStore((state) => state.bar?.can_edit ?? false);
  return (
    <Accordion multiple defaultValue={['surroundings', 'visibility']} variant="contained" data-testid="settings-panel">
      {SECTIONS.map(({ value, Icon, testId, Settings }) => (
        <Accordion.Item key={value} value={value}>
          <Accordion.Control icon={<Icon size={16} />} data-testid={testId}>
            {t(`shell.settings.${value}`)}
          </Accordion.Control>
          <Accordion.Panel>
            <Settings canEdit={canEdit} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
