import { Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BaseModuleMenu } from '../components/BaseModuleMenu.tsx';
import { PlacedModules } from '../components/PlacedModules.tsx';

/** The side menu of the Bar and Back bar tabs: mode choice and the current mode's sections. */
export function EditingSideMenu() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <BaseModuleMenu />
      <Divider />
      <PlacedModules />
      <Text size="xs" c="dimmed">
        {t('editor.shortcuts')}
      </Text>
    </Stack>
  );
}
