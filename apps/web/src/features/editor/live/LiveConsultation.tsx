import { Button, Group, Tooltip } from '@mantine/core';
import { IconDoorExit, IconUserOff, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../ui/notifications.ts';
import { openBarDialog } from '../../account/index.ts';
import { requireLogin, useAuth } from '../../auth/index.ts';
import { endConsultation, participantOwnName, useLive } from '../../live/index.ts';
import { useEditorShallow } from '../store/editorContext.tsx';

/** The ways out of a consultation (either ends it for both): the consultant leaves, the customer ends it. */
const WAYS_OUT = {
  leave: { label: 'live.leaveConsultation', hint: 'live.leaveConsultationHint', Icon: IconDoorExit, color: 'gray' },
  end: { label: 'live.endConsultation', hint: 'live.endConsultationHint', Icon: IconUserOff, color: 'red' },
} as const;

function WayOutButton({
  way,
  name,
  isEnding,
  onClick,
}: {
  way: keyof typeof WAYS_OUT;
  /** The consultant's name, for the customer's hint. */
  name: string;
  isEnding: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const { label, hint, Icon, color } = WAYS_OUT[way];
  return (
    <Tooltip label={t(hint, { name })} withArrow>
      <Button
        variant="light"
        color={color}
        size="compact-sm"
        leftSection={<Icon size={16} />}
        loading={isEnding}
        onClick={onClick}
        data-testid={`${way}-consultation`}
      >
        {t(label)}
      </Button>
    </Tooltip>
  );
}

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
    return <WayOutButton way="leave" name={consultantName} isEnding={isEnding} onClick={() => void end()} />;
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
      {consultant && <WayOutButton way="end" name={consultantName} isEnding={isEnding} onClick={() => void end()} />}
    </Group>
  );
}
