import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createBar, deviceStorage, rememberBar } from '../bars/index.ts';
import { editorUrl } from '../editor/index.ts';

/** "Single parts" on the home screen: a new bar that opens on the Single parts / Bags tab. */
export function useStartSingleParts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => createBar({ name: t('shell.home.singlePartsBarName') }),
    onSuccess: (bar) => {
      rememberBar(deviceStorage(), bar);
      void navigate(editorUrl(bar.id, { tab: 'singleParts', side: 'front', mode: 'parts' }));
    },
  });
}
