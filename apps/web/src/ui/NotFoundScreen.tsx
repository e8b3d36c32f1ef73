import { IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './MessagePage.tsx';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <div data-testid="not-found">
      <MessagePage
        icon={<IconMoodEmpty size={40} aria-hidden />}
        title={t('notFound.title')}
        text={t('notFound.text')}
        linkLabel={t('app.backHome')}
        linkTo="/"
      />
    </div>
  );
}
