import { Button, Group, Tooltip } from '@mantine/core';
import { IconDoorExit, IconUserOff, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../ui/notifications.ts';
import { openBarDialog } from '../../account/index.ts';
import { requireLogin, useAuth } from '../../auth/index.ts';
import { endConsultation, participantOwnName, useLive } from '../../live/index.ts';
import { useEditorShallow } from '../store/editorContext.tsx';

/**
 * Beside the avatars: "Invite" (the share dialog with the edit link) for whoever edits the bar,
 * "End consultation" for the customer while a consultant works on it with them, "Leave
 * consultation" for the consultant.
 */
export function LiveConsultation() {
  const { t } = useTranslation();
  const bar = useEditorShallow((state) => ({
    id: state.bar?.id ?? null,
    name: state.bar?.name ?? '',
    version: state.bar?.version ?? 0,
    editToken: state.editToken,
    canEdit: state.bar?.can_edit ?? false,
  }));
  const isSignedIn = useAuth((state) => state.user !== null);
  const { participants, me } = useLive();
  const [isEnding, setEnding] = useState(false);
  if (!bar.id || !bar.canEdit) return null;
  const barId = bar.id;
  const isConsultant = participants.some((participant) => participant.id === me?.participant && participant.consultant);
  const consultant = participants.find((participant) => participant.consultant && participant.id !== me?.participant);
  const consultantName = consultant ? participantOwnName(consultant, t) : '';

  const end = async () => {
    setEnding(true);
    try {
      useLive.setState({ endedConsultant: consultant?.id ?? null });
      await endConsultation(barId, bar.editToken ? { edit_token: bar.editToken } : {});
      // The consultant hears it from their own stream ending; the customer from this notice.
      if (!isConsultant) {
        showNotice({
          tone: 'info',
          title: t('live.endConsultation'),
          message: t('live.consultationEnded', { name: consultantName }),
        });
      }
    } catch {
      showNotice({ tone: 'error', title: t('live.endConsultation'), message: t('live.consultationEndFailed') });
    } finally {
      setEnding(false);
    }
  };

  if (isConsultant) {
    return (
      <Tooltip label={t('live.leaveConsultationHint')} withArrow>
        <Button
          variant="light"
          color="gray"
          size="compact-sm"
          leftSection={<IconDoorExit size={16} />}
          loading={isEnding}
          onClick={() => void end()}
          data-testid="leave-consultation"
        >
          {t('live.leaveConsultation')}
        </Button>
      </Tooltip>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Tooltip label={t('live.inviteHint')} withArrow>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconUserPlus size={16} />}
          onClick={() =>
            isSignedIn
              ? openBarDialog({
                  kind: 'share',
                  bar: { id: barId, name: bar.name, version: bar.version, editToken: bar.editToken },
                })
              : requireLogin('account.messages.loginToShare')
          }
          data-testid="live-invite"
        >
          {t('live.invite')}
        </Button>
      </Tooltip>
      {consultant && (
        <Tooltip label={t('live.endConsultationHint', { name: consultantName })} withArrow>
          <Button
            variant="light"
            color="red"
            size="compact-sm"
            leftSection={<IconUserOff size={16} />}
            loading={isEnding}
            onClick={() => void end()}
            data-testid="end-consultation"
          >
            {t('live.endConsultation')}
          </Button>
        </Tooltip>
      )}
    </Group>
  );
}
