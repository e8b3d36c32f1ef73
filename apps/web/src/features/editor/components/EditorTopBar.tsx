import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowBackUp, IconArrowForwardUp, IconHeadset, IconHelpCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCoarsePointer } from '../../../shared/coarsePointer.ts';
import { AppHeader } from '../../../ui/AppHeader.tsx';
import { useAuth } from '../../auth/index.ts';
import { ConsultationDialog, openConsultation } from '../../consultation/index.ts';
import { FaqDrawer } from '../../content/index.ts';
import { LiveLineText, LiveParticipants } from '../../live/index.ts';
import { QuoteDialog, startQuote, updateDraft } from '../../quote/index.ts';
import { ConflictDialog } from '../autosave/ConflictDialog.tsx';
import { useDispatch } from '../commands.ts';
import { CompareDialog } from '../compare/CompareDialog.tsx';
import { LiveConsultation } from '../live/LiveConsultation.tsx';
import { useEditorShallow } from '../store/editorContext.tsx';
import { useView, viewStore } from '../view/viewStore.ts';
import { FileMenu } from './FileMenu.tsx';
import { SaveIndicator } from './SaveIndicator.tsx';

const HISTORY_ICONS = { undo: IconArrowBackUp, redo: IconArrowForwardUp } as const;

/** One step back or forward through the door (Ctrl+Z and Ctrl+Shift+Z do the same). */
function HistoryButton({ direction, isEnabled }: { direction: 'undo' | 'redo'; isEnabled: boolean }) {
  const dispatch = useDispatch();
  const { t } = useTranslation();
  const Icon = HISTORY_ICONS[direction];
  const label = t(`editor.${direction}`);
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        aria-label={label}
        disabled={!isEnabled}
        onClick={() => dispatch({ type: direction })}
        data-testid={direction}
      >
        <Icon size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

function UndoRedo({ canUndo, canRedo }: { canUndo: boolean; canRedo: boolean }) {
  return (
    <Group gap={4} wrap="nowrap">
      <HistoryButton direction="undo" isEnabled={canUndo} />
      <HistoryButton direction="redo" isEnabled={canRedo} />
    </Group>
  );
}

/** Below this width the help buttons show their icons alone (their names as tooltips). */
const LABELLED_HELP_QUERY = '(min-width: 1200px)';

/**
 * A help button in the top bar: icon and name on a wide screen; on a narrower one (a 1024 px
 * tablet in landscape, a small laptop) the icon alone, named by its tooltip and for screen readers,
 * so the file menu, the bar's name and the save state keep their room in every language.
 */
function HelpButton({
  label,
  icon: Icon,
  onClick,
  testId,
}: {
  label: string;
  icon: typeof IconHelpCircle;
  onClick: () => void;
  testId: string;
}) {
  const isLabelled = useMediaQuery(LABELLED_HELP_QUERY, window.matchMedia(LABELLED_HELP_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  if (isLabelled) {
    return (
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<Icon size={16} />}
        onClick={onClick}
        data-testid={testId}
      >
        {label}
      </Button>
    );
  }
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" aria-label={label} onClick={onClick} data-testid={testId}>
        <Icon size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * FAQ and Consultation: help that stays one click away in every tab. With `quoteBarId` (a bar the
 * signed-in user edits), the consultation first offers to ask about that bar through the quote
 * flow, with the consultation call already chosen.
 */
export function HelpButtons({ quoteBarId = null }: { quoteBarId?: string | null }) {
  const { t } = useTranslation();
  const [isFaqOpen, setFaqOpen] = useState(false);
  const user = useAuth((state) => state.user);
  const canAskAboutBar = user !== null && quoteBarId !== null;
  const askAboutBar = () => {
    if (!quoteBarId) return;
    updateDraft({ consentCall: true });
    startQuote(quoteBarId, true);
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <HelpButton
        label={t('shell.faq.button')}
        icon={IconHelpCircle}
        onClick={() => setFaqOpen(true)}
        testId="open-faq"
      />
      <HelpButton
        label={t('shell.consultation.button')}
        icon={IconHeadset}
        onClick={() => openConsultation(user, canAskAboutBar)}
        testId="open-consultation"
      />
      <FaqDrawer opened={isFaqOpen} onClose={() => setFaqOpen(false)} />
      <ConsultationDialog onAskAboutBar={canAskAboutBar ? askAboutBar : undefined} />
    </Group>
  );
}

/** File menu, bar name, save state, undo/redo, FAQ and Consultation. */
export function EditorTopBar() {
  const { t } = useTranslation();
  const { id, name, version, editToken, canEdit, canUndo, canRedo } = useEditorShallow((state) => ({
    id: state.bar?.id ?? null,
    name: state.bar?.name ?? '',
    version: state.bar?.version ?? 0,
    editToken: state.editToken,
    canEdit: state.bar?.can_edit ?? false,
    canUndo: state.past.length > 0,
    canRedo: state.future.length > 0,
  }));
  const following = useView((state) => state.following);
  const isCoarsePointer = useCoarsePointer();
  return (
    <AppHeader end={<HelpButtons quoteBarId={id && canEdit ? id : null} />}>
      <FileMenu bar={id ? { id, name, version, editToken, canEdit } : null} />
      {/* The bar's name gives way first when the bar is narrow; the controls beside it keep their size. */}
      <Text fw={600} truncate data-testid="bar-name" maw={320} miw={48}>
        {name}
      </Text>
      <LiveParticipants following={following} onFollow={(participant) => viewStore.getState().follow(participant)} />
      <LiveConsultation />
      {/* Whose view moves this one; on a touch screen, where no tooltip shows, also that a tap follows. */}
      <LiveLineText following={following} withHint={isCoarsePointer} withStatus={false} maw={220} />
      {canEdit ? (
        <SaveIndicator />
      ) : (
        <Text size="sm" style={{ flexShrink: 0 }}>
          {t('editor.readOnly')}
        </Text>
      )}
      {canEdit && <UndoRedo canUndo={canUndo} canRedo={canRedo} />}
      <ConflictDialog />
      <CompareDialog />
      {/* Here rather than beside the parts list's button: the consultation opens it from any tab. */}
      <QuoteDialog />
    </AppHeader>
  );
}
