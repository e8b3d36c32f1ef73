import type { LiveEnd, LiveParticipant } from '@bar/contracts/live';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { i18n } from '../../../i18n/index.ts';
import { showNotice } from '../../../ui/notifications.ts';
import { type BarTokens, fetchBar } from '../../bars/index.ts';
import {
  nameParticipantInSaves,
  openLiveChannel,
  participantOwnName,
  resetLive,
  sendPresence,
  useLive,
} from '../../live/index.ts';
import { useEditorStore, useEditorStoreApi } from '../store/editorContext.tsx';
import { viewStore } from '../view/viewStore.ts';
import { mayTellPresence, startLiveEditing } from './liveEditing.ts';

/**
 * Keeps the open bar live: the changes others store reach this document without entering the
 * user's undo history (they are not the user's steps), who is here shows in the top bar, and this
 * user's saves name them. While a save of the user's is on its way, others' changes wait for its
 * answer, so that they apply to the version they were made on.
 */
/** A consultant's live view ended with the consultation: the bar is read again, read only for them now. */
const CONSULTATION_ENDS: ReadonlySet<LiveEnd['reason']> = new Set([
  'consultationEnded',
  'consultationLeft',
  'consultationTimedOut',
]);

/** The customer hears when a consultant joins the bar or leaves it ("Anna (consultant) joined"). */
function tellConsultantsComing(previous: LiveParticipant[], next: LiveParticipant[], me: string | null): void {
  const consultants = (list: LiveParticipant[]) =>
    list.filter((participant) => participant.consultant && participant.id !== me);
  const before = consultants(previous);
  const after = consultants(next);
  for (const joined of after.filter((participant) => !before.some((known) => known.id === participant.id))) {
    showNotice({
      tone: 'info',
      title: i18n.t('live.consultantJoinedTitle'),
      message: i18n.t('live.consultantJoined', { name: participantOwnName(joined, i18n.t) }),
    });
  }
  const gone = before.filter((participant) => !after.some((known) => known.id === participant.id));
  for (const left of gone.filter((participant) => participant.id !== useLive.getState().endedConsultant)) {
    showNotice({
      tone: 'info',
      title: i18n.t('live.endedTitle'),
      message: i18n.t('live.consultantLeft', { name: participantOwnName(left, i18n.t) }),
      shownMs: 4000,
    });
  }
}

export function useLiveEditing(viewTokens?: BarTokens): void {
  const store = useEditorStoreApi();
  const queryClient = useQueryClient();
  const barId = useEditorStore((state) => state.bar?.id ?? null);
  const canEdit = useEditorStore((state) => state.bar?.can_edit ?? false);
  const previewToken = viewTokens?.preview_token;
  const linkEditToken = viewTokens?.edit_token;
  // The editor, or a view-only screen (a preview link becomes a live view of the bar).
  const isViewing = viewTokens !== undefined;

  useEffect(() => {
    if (!barId || (!canEdit && !isViewing)) return;
    const me = () => useLive.getState().me?.participant ?? null;
    const stopNaming = nameParticipantInSaves(barId, me);
    const editToken = store.getState().editToken ?? linkEditToken;
    const tokens: BarTokens = editToken
      ? { edit_token: editToken }
      : previewToken
        ? { preview_token: previewToken }
        : {};
    const live = startLiveEditing(store, { fetchStored: () => fetchBar(barId, tokens), me });
    const query: Record<string, string> = { ...tokens };
    // The others see what this user selected (outlined in this user's colour) and where they look from.
    // Only an editor tells, and only while someone else is on the bar to see it (a view-only
    // screen sends nothing, even when its link could edit: a phone's editor address).
    const tellPresence = () => {
      const { me, participants } = useLive.getState();
      const { selectedModuleId, doc, bar } = store.getState();
      if (!me || !mayTellPresence({ isViewing, canEdit: bar?.can_edit ?? false, participants: participants.length })) {
        return;
      }
      sendPresence(barId, query, me.key, selectedModuleId ? [selectedModuleId] : [], doc?.orbit_settings ?? null);
    };
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.selectedModuleId !== previous.selectedModuleId || state.orbitRevision !== previous.orbitRevision) {
        tellPresence();
      }
    });
    // Following someone: their camera, as they move it; they leave, the following ends.
    const unfollow = useLive.subscribe((live, previous) => {
      // Someone joined: they see this user's selection and camera at once.
      if (live.participants.length > previous.participants.length) tellPresence();
      const { following } = viewStore.getState();
      if (!following) return;
      const followed = live.participants.find((participant) => participant.id === following);
      if (!followed) {
        viewStore.getState().follow(null);
        return;
      }
      const before = previous.participants.find((participant) => participant.id === following);
      if (followed.camera && JSON.stringify(followed.camera) !== JSON.stringify(before?.camera)) {
        viewStore.getState().requestOrbit(followed.camera);
      }
    });
    const startFollowing = viewStore.subscribe((view, previous) => {
      if (!view.following || view.following === previous.following) return;
      const camera = useLive.getState().participants.find((participant) => participant.id === view.following)?.camera;
      if (camera) view.requestOrbit(camera);
    });

    useLive.setState({ status: 'connecting', endReason: null });
    const close = openLiveChannel(
      {
        barId,
        ...(tokens.edit_token ? { editToken: tokens.edit_token } : {}),
        ...(tokens.preview_token ? { previewToken: tokens.preview_token } : {}),
        since: store.getState().bar?.version ?? 1,
        viewOnly: isViewing,
      },
      {
        hello: (hello) => useLive.setState({ me: hello, status: 'live' }),
        patch: live.patch,
        reload: live.reload,
        presence: (participants) => {
          const { participants: previous, me: mine } = useLive.getState();
          useLive.setState({ participants, status: 'live' });
          tellConsultantsComing(previous, participants, mine?.participant ?? null);
        },
        end: (reason) => {
          useLive.setState({ status: 'ended', endReason: reason, participants: [] });
          // Why others' changes no longer arrive (a logout says so itself).
          if (reason !== 'loggedOut')
            showNotice({ tone: 'info', title: i18n.t('live.endedTitle'), message: i18n.t(`live.ended.${reason}`) });
          if (CONSULTATION_ENDS.has(reason)) void queryClient.invalidateQueries({ queryKey: ['bar', barId] });
        },
        consultationTimedOut: () =>
          showNotice({
            tone: 'info',
            title: i18n.t('live.endedTitle'),
            message: i18n.t('live.consultationTimedOut'),
          }),
        interrupted: () => useLive.setState({ status: 'interrupted' }),
      },
    );
    return () => {
      close();
      live.stop();
      unsubscribe();
      unfollow();
      startFollowing();
      viewStore.getState().follow(null);
      stopNaming();
      resetLive();
    };
  }, [barId, canEdit, store, previewToken, linkEditToken, isViewing, queryClient]);
}
