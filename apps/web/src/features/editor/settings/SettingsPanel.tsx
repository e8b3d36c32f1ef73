import { Accordion } from '@mantine/core';
import { IconArrowsMove, IconEye, IconPalette, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../store/editorContext.tsx';
import { ColorSettings } from './ColorSettings.tsx';
import { BackOffsetSettings, VisibilitySettings } from './PositionAndVisibility.tsx';
import { SurroundingsSettings } from './SurroundingsSettings.tsx';

/** Settings panel: surroundings, global colours, back-bar position, show/hide. */
export function SettingsPanel() {
  const { t } = useTranslation();
  const canEdit = useEditorStore((state) => state.bar?.can_edit ?? false);
  return (
    <Accordion multiple defaultValue={['surroundings', 'visibility']} variant="contained" data-testid="settings-panel">
      <Accordion.Item value="surroundings">
        <Accordion.Control icon={<IconPhoto size={16} />}>{t('shell.settings.surroundings')}</Accordion.Control>
        <Accordion.Panel>
          <SurroundingsSettings canEdit={canEdit} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="colors">
        <Accordion.Control icon={<IconPalette size={16} />} data-testid="settings-colors">
          {t('shell.settings.colors')}
        </Accordion.Control>
        <Accordion.Panel>
          <ColorSettings canEdit={canEdit} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="position">
        <Accordion.Control icon={<IconArrowsMove size={16} />} data-testid="settings-position">
          {t('shell.settings.position')}
        </Accordion.Control>
        <Accordion.Panel>
          <BackOffsetSettings canEdit={canEdit} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="visibility">
        <Accordion.Control icon={<IconEye size={16} />}>{t('shell.settings.visibility')}</Accordion.Control>
        <Accordion.Panel>
          <VisibilitySettings />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
