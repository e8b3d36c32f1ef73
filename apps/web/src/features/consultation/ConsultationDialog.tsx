import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DoneDialog } from '../../ui/DoneDialog.tsx';
import { useFocusReturn } from '../../ui/useFocusReturn.ts';
import { ConsultationForm } from './ConsultationForm.tsx';
import { closeConsultation, showConsultationForm, useConsultation } from './consultationStore.ts';

/**
 * The consultation dialog: for a signed-in user with a bar open, first the offer to ask about that
 * bar (`onAskAboutBar`: the quote flow with the consultation call chosen); then the call back
 * request; then the thanks.
 */
export function ConsultationDialog({ onAskAboutBar }: { onAskAboutBar?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const phase = useConsultation((state) => state.phase);
  const acceptedPhone = useConsultation((state) => state.acceptedPhone);
  useFocusReturn(phase !== 'closed');
  if (phase === 'closed') return null;

  if (phase === 'done') {
    return (
      <DoneDialog
        title={t('consultation.done.title')}
        text={t('consultation.done.text', { phone: acceptedPhone })}
        closeLabel={t('shell.close')}
        onClose={closeConsultation}
        testId="consultation-done"
      />
    );
  }

  return (
    <Modal opened onClose={closeConsultation} title={t('shell.consultation.title')} centered size="lg">
      <Stack data-testid="consultation">
        <Text size="sm">{t('shell.consultation.intro')}</Text>
        {phase === 'choice' && onAskAboutBar ? (
          <Stack data-testid="consultation-choice">
            <Text size="sm">{t('consultation.choice.text')}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={showConsultationForm} data-testid="consultation-call-back">
                {t('consultation.choice.callBack')}
              </Button>
              <Button
                onClick={() => {
                  closeConsultation();
                  onAskAboutBar();
                }}
                data-testid="consultation-ask-about-bar"
              >
                {t('consultation.choice.askAboutBar')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <>
            <Text size="sm">{t('consultation.formIntro')}</Text>
            <ConsultationForm />
          </>
        )}
      </Stack>
    </Modal>
  );
}
