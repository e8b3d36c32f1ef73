import { Text, ThemeIcon } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The admin area's mark and name, in the header and above the guest pages' card. */
export function AreaBrand() {
  const { t } = useTranslation();
  return (
    <>
      <ThemeIcon size="lg" radius="md" variant="light">
        <IconShieldLock size={20} />
      </ThemeIcon>
      <Text fw={700}>{t('admin.areaName')}</Text>
    </>
  );
}
