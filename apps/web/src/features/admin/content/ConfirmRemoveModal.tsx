import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../shared/ConfirmModal.tsx';

type Props = { title: string | null; onConfirm: () => void; onCancel: () => void };

/** "Remove this section?" — removing deletes it once the list is saved. */
export function ConfirmRemoveModal({ title, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      opened={title !== null}
      title={t('adminCatalogue.content.removeTitle')}
      message={t('adminCatalogue.content.removeMessage', { title: title ?? '' })}
      cancelLabel={t('adminCatalogue.common.cancel')}
      confirmLabel={t('adminCatalogue.content.remove')}
      onCancel={onCancel}
      onConfirm={onConfirm}
      confirmTestId="section-remove-confirm"
    />
  );
}
