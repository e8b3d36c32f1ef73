import type { UserDto } from '@bar/contracts/auth';
import type { ConsultationTimeWindow, ConsultationTopic } from '@bar/contracts/consultations';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { draftDialogActions } from '../../shared/draftDialogStore.ts';

/** What the visitor has typed so far; kept when the dialog closes, until a request is accepted. */
export type ConsultationDraft = {
  name: string;
  email: string;
  phone: string;
  country: string;
  preferredTime: ConsultationTimeWindow | '';
  topic: ConsultationTopic | '';
  message: string;
  consentContact: boolean;
};

/**
 * `choice`: a signed-in user with a bar open may ask about that bar through the quote flow instead;
 * `form`: the call back request; `done`: the thanks.
 */
export type ConsultationPhase = 'closed' | 'choice' | 'form' | 'done';

export type ConsultationState = {
  phase: ConsultationPhase;
  draft: ConsultationDraft;
  /** One key per request, reused on every retry until the server has accepted it. */
  idempotencyKey: string | null;
  /** The phone number of the last accepted request, for the thanks. */
  acceptedPhone: string;
};

export const EMPTY_CONSULTATION_DRAFT: ConsultationDraft = {
  name: '',
  email: '',
  phone: '',
  country: '',
  preferredTime: '',
  topic: '',
  message: '',
  consentContact: false,
};

export const consultationStore = createStore<ConsultationState>()(() => ({
  phase: 'closed',
  draft: EMPTY_CONSULTATION_DRAFT,
  idempotencyKey: null,
  acceptedPhone: '',
}));

/** The signed-in user's details fill the fields that are still empty; typed text is never replaced. */
export function prefillFromUser(draft: ConsultationDraft, user: UserDto | null): ConsultationDraft {
  if (!user) return draft;
  const name = [user.given_name, user.family_name].filter(Boolean).join(' ');
  return {
    ...draft,
    name: draft.name || name,
    email: draft.email || user.contact_email || user.email,
    phone: draft.phone || user.phone || '',
    country: draft.country || user.country || '',
  };
}

/** Opens the dialog; `canAskAboutBar` offers the quote flow for the open bar first. */
export function openConsultation(user: UserDto | null, canAskAboutBar: boolean): void {
  consultationStore.setState((state) => ({
    phase: canAskAboutBar ? 'choice' : 'form',
    draft: prefillFromUser(state.draft, user),
  }));
}

export function showConsultationForm(): void {
  consultationStore.setState({ phase: 'form' });
}

export const {
  close: closeConsultation,
  updateDraft: updateConsultationDraft,
  key: consultationKey,
  forgetKey: forgetConsultationKey,
} = draftDialogActions<ConsultationDraft, ConsultationState>(consultationStore);

/** Accepted: show the thanks and start the next request afresh. */
export function completeConsultation(): void {
  consultationStore.setState((state) => ({
    phase: 'done',
    acceptedPhone: state.draft.phone.trim(),
    draft: EMPTY_CONSULTATION_DRAFT,
    idempotencyKey: null,
  }));
}

export function useConsultation<T>(selector: (state: ConsultationState) => T): T {
  return useStore(consultationStore, selector);
}
