import { Menu } from '@mantine/core';
import {
  IconCube,
  IconFileTypeCsv,
  IconFileTypePdf,
  IconFileTypeSvg,
  IconRuler2,
  IconRulerMeasure,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { BarRef } from '../../account/index.ts';
import { tokensForLoad } from '../../bars/index.ts';
import { openPdfDialog } from '../../pdf/index.ts';
import { SaveImageItems } from '../saveImage/SaveImageMenu.tsx';
import { useEditorStore } from '../store/editorContext.tsx';
import { downloadBarFile } from './barDownloads.ts';
import type { BarFile } from './barFiles.ts';

const FILES = [
  { file: 'glb', icon: IconCube, label: 'shell.fileMenu.downloadGlb', testId: 'file-download-glb', plan: false },
  { file: 'csv', icon: IconFileTypeCsv, label: 'shell.fileMenu.downloadCsv', testId: 'file-download-csv', plan: false },
  {
    file: 'planSvg',
    icon: IconFileTypeSvg,
    label: 'shell.fileMenu.downloadPlanSvg',
    testId: 'file-download-plan-svg',
    plan: true,
  },
  {
    file: 'planPdf',
    icon: IconRulerMeasure,
    label: 'shell.fileMenu.downloadPlanPdf',
    testId: 'file-download-plan-pdf',
    plan: true,
  },
  {
    file: 'planDxf',
    icon: IconRuler2,
    label: 'shell.fileMenu.downloadPlanDxf',
    testId: 'file-download-plan-dxf',
    plan: true,
  },
] as const satisfies readonly { file: BarFile; icon: unknown; label: string; testId: string; plan: boolean }[];

/**
 * The file menu's downloads, under one heading: the PDF, the 3D model, the parts list, the plan to
 * scale (SVG, PDF, DXF), the two pictures and the photo (which becomes the bar's picture when made by
 * someone who may edit it). They need the same access as opening the bar: the session, or the link's token.
 * A bar without modules has no plan to draw: its plan entries are off and say why.
 */
export function DownloadItems({ bar }: { bar: (BarRef & { canEdit?: boolean }) | null }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const hasModules = useEditorStore((state) =>
    state.doc ? state.doc.front.baseModules.length + state.doc.back.baseModules.length > 0 : false,
  );
  const download = (file: BarFile) => {
    if (!bar) return;
    const tokens = { ...tokensForLoad(bar.id, search), ...(bar.editToken ? { edit_token: bar.editToken } : {}) };
    void downloadBarFile(bar, tokens, file);
  };
  return (
    <>
      <Menu.Label>{t('shell.fileMenu.downloads')}</Menu.Label>
      <Menu.Item
        leftSection={<IconFileTypePdf size={16} />}
        onClick={() => bar && openPdfDialog({ id: bar.id, editToken: bar.editToken })}
        disabled={!bar}
        data-testid="file-pdf"
      >
        {t('pdf.menuItem')}
      </Menu.Item>
      {FILES.map(({ file, icon: Icon, label, testId, plan }) => (
        <Menu.Item
          key={file}
          leftSection={<Icon size={16} />}
          onClick={() => download(file)}
          disabled={!bar || (plan && !hasModules)}
          title={plan && !hasModules ? t('shell.fileMenu.planNeedsModules') : undefined}
          data-testid={testId}
        >
          {t(label)}
        </Menu.Item>
      ))}
      {bar && !hasModules ? (
        <Menu.Label data-testid="file-plan-needs-modules">{t('shell.fileMenu.planNeedsModules')}</Menu.Label>
      ) : null}
      <SaveImageItems barName={bar?.name ?? null} pictureOf={bar?.canEdit ? bar.id : null} />
    </>
  );
}
