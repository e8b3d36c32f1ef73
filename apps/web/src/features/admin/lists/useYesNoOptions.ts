import { useTranslation } from 'react-i18next';

/** The options of a true/false filter (`filter[is_admin]=true`). */
export function useYesNoOptions(): { value: string; label: string }[] {
  const { t } = useTranslation();
  return [
    { value: 'true', label: t('admin.values.yes') },
    { value: 'false', label: t('admin.values.no') },
  ];
}
