import { IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './MessagePage.tsx';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <MessagePage
      testId="not-found"
      icon={<IconMoodEmpty size={40} aria-hidden />}
      title={t('notFound.title')}
      text={t('notFound.text')}
    />
  );
}
