import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openPdfDialog } from '../../pdf/index.ts';
import { useEditorStore } from '../store/editorContext.tsx';

/** "Create PDF…" beside the parts list: the same dialog as in the File menu (which renders it). */
export function PdfButton() {
  const { t } = useTranslation();
  const barId = useEditorStore((state) => state.bar?.id);
  const editToken = useEditorStore((state) => state.editToken);
  if (!barId) return null;
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={16} />}
      onClick={() => openPdfDialog({ id: barId, editToken })}
      data-testid="parts-pdf-open"
    >
      {t('pdf.menuItem')}
    </Button>
  );
}
