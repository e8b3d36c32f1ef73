import type { PartsScope } from '@bar/contracts/pdf';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { type Icon, IconDownload, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canCaptureViews } from '../../scene/capture.ts';
import { useOpenBar } from '../../shared/openBar.ts';
import { RequestDialog } from '../../ui/RequestDialog.tsx';
import { openAuthDialog, requireLogin, useAuth } from '../auth/index.ts';
import { refreshRasterPicture } from '../bars/index.ts';
import { effectiveScope, PartsScopeChoice, useOwnedUnits } from '../inventory/index.ts';
import type { PdfBar } from './pdfApi.ts';
import { closePdfDialog, usePdfDialogBar } from './pdfDialogStore.ts';
import { createPdf, type PdfDelivery, type PdfProblem, type PdfStep, pdfProblemOf } from './pdfFlow.ts';

type Phase =
  | { kind: 'choose' }
  | { kind: 'working'; step: PdfStep }
  | { kind: 'done'; delivery: PdfDelivery }
  | { kind: 'failed'; problem: PdfProblem };

/** The two ways to get the PDF, as buttons: by e-mail, or downloaded now (the main one). */
const DELIVERIES: { delivery: PdfDelivery; Icon: Icon; variant: 'light' | 'filled' }[] = [
  { delivery: 'mail', Icon: IconMail, variant: 'light' },
  { delivery: 'download', Icon: IconDownload, variant: 'filled' },
];

function newRequestId(): string {
  return crypto.randomUUID();
}

function Problem({ problem }: { problem: PdfProblem }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" data-testid="pdf-problem" data-problem={problem}>
      <Stack gap="xs">
        <Text size="sm">{t(`pdf.problems.${problem}`)}</Text>
        {problem === 'unverified' && (
          <Group>
            <Button size="xs" variant="light" onClick={() => openAuthDialog({ kind: 'resendVerification' })}>
              {t('pdf.resend')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

function PdfDialogBody({ bar }: { bar: PdfBar }) {
  const { t } = useTranslation();
  const user = useAuth((state) => state.user);
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  // One id per dialog: sending again after a lost answer queues no second mail.
  const [requestId] = useState(newRequestId);
  const hasScene = canCaptureViews();
  const email = user?.email ?? '';
  const ownedUnits = useOwnedUnits();
  const [parts, setParts] = useState<PartsScope>('all');
  const openBar = useOpenBar();

  const start = async (delivery: PdfDelivery) => {
    const options = { requestId, parts: effectiveScope(parts, ownedUnits) };
    try {
      await createPdf(bar, delivery, options, (step) => setPhase({ kind: 'working', step }));
      setPhase({ kind: 'done', delivery });
      // The bar's picture for link previews and the next PDF, from the editor's view of this bar.
      const open = openBar.current();
      if (open?.id === bar.id && open.canEdit) refreshRasterPicture(bar.id, open.editToken);
    } catch (error) {
      const problem = pdfProblemOf(error, Boolean(user?.email_verified_at));
      if (problem === 'loginRequired') {
        closePdfDialog();
        requireLogin('account.messages.loginToPdf');
        return;
      }
      setPhase({ kind: 'failed', problem });
    }
  };
  const isWorking = phase.kind === 'working';

  return (
    <Stack data-testid="pdf-dialog" data-phase={phase.kind}>
      <Text size="sm">{t('pdf.intro')}</Text>
      {!hasScene && (
        <Text size="sm" c="dimmed" data-testid="pdf-no-scene">
          {t('pdf.noScene')}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('pdf.mailHint', { email })}
      </Text>
      <PartsScopeChoice ownedUnits={ownedUnits} value={parts} onChange={setParts} testId="pdf-parts" />
      {phase.kind === 'working' && (
        <Group gap="xs" data-testid="pdf-progress" data-step={phase.step}>
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t(`pdf.steps.${phase.step}`)}</Text>
        </Group>
      )}
      {phase.kind === 'done' && (
        <Alert color="teal" data-testid="pdf-done" data-delivery={phase.delivery}>
          {phase.delivery === 'mail' ? t('pdf.mailed', { email }) : t('pdf.downloaded')}
        </Alert>
      )}
      {phase.kind === 'failed' && <Problem problem={phase.problem} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={closePdfDialog}>
          {t('pdf.close')}
        </Button>
        {DELIVERIES.map(({ delivery, Icon, variant }) => (
          <Button
            key={delivery}
            variant={variant}
            leftSection={<Icon size={16} />}
            disabled={isWorking}
            onClick={() => void start(delivery)}
            data-testid={`pdf-${delivery}`}
          >
            {t(`pdf.${delivery}`)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/** The PDF dialog: download the parts list with pictures now, or have it sent by e-mail. */
export function PdfDialog() {
  const { t } = useTranslation();
  return (
    <RequestDialog request={usePdfDialogBar()} title={t('pdf.title')} onClose={closePdfDialog}>
      {(bar) => <PdfDialogBody key={bar.id} bar={bar} />}
    </RequestDialog>
  );
}
