import { IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './MessagePage.tsx';

/** A page that is not there; a missing record of a kind (a preset) names itself with its own texts. */
export function NotFoundScreen(props: { testId?: string; title?: string; text?: string }) {
  const { t } = useTranslation();
  return (
    <MessagePage
      testId={props.testId ?? 'not-found'}
      icon={<IconMoodEmpty size={40} aria-hidden />}
      title={props.title ?? t('notFound.title')}
      text={props.text ?? t('notFound.text')}
    />
  );
}
