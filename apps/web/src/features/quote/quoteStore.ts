import type { PartsScope } from '@bar/contracts/pdf';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { draftDialogActions } from '../../shared/draftDialogStore.ts';

/** What the customer has typed or chosen so far; kept while they log in, register or verify. */
export type QuoteDraft = {
  addressId: number | null;
  useDeliveryAddress: boolean;
  deliveryAddressId: number | null;
  message: string;
  consentContact: boolean;
  consentCall: boolean;
  consentNewsletter: boolean;
  /** Every part, or only what the user's own parts do not cover. */
  parts: PartsScope;
};

/**
 * `awaitingLogin`: a guest asked for a quote and the login dialog is open; the quote dialog
 * follows once they are signed in. `done`: the thank-you dialog.
 */
export type QuotePhase = 'closed' | 'awaitingLogin' | 'open' | 'done';

export type QuoteState = {
  phase: QuotePhase;
  barId: string | null;
  draft: QuoteDraft;
  /** One key per submit attempt, reused on every retry until the inquiry is accepted. */
  idempotencyKey: string | null;
};

export const EMPTY_DRAFT: QuoteDraft = {
  addressId: null,
  useDeliveryAddress: false,
  deliveryAddressId: null,
  message: '',
  consentContact: false,
  consentCall: false,
  consentNewsletter: false,
  parts: 'all',
};

export const quoteStore = createStore<QuoteState>()(() => ({
  phase: 'closed',
  barId: null,
  draft: EMPTY_DRAFT,
  idempotencyKey: null,
}));

/** Opens the quote dialog for a bar; a guest is asked to log in first (`isSignedIn` false). */
export function startQuote(barId: string, isSignedIn: boolean): void {
  quoteStore.setState({ barId, phase: isSignedIn ? 'open' : 'awaitingLogin' });
}

/** The account dialog closed while waiting: continue when someone signed in, else give up. */
export function continueAfterLogin(isSignedIn: boolean): void {
  if (quoteStore.getState().phase !== 'awaitingLogin') return;
  quoteStore.setState({ phase: isSignedIn ? 'open' : 'closed' });
}

// Closing keeps the draft: the customer may come back to it.
export const {
  close: closeQuote,
  updateDraft,
  key: submissionKey,
  forgetKey: forgetSubmissionKey,
} = draftDialogActions<QuoteDraft, QuoteState>(quoteStore);

/** The inquiry is stored: show the thanks and start the next request afresh. */
export function completeQuote(): void {
  quoteStore.setState({ phase: 'done', draft: EMPTY_DRAFT, idempotencyKey: null });
}

export function useQuote<T>(selector: (state: QuoteState) => T): T {
  return useStore(quoteStore, selector);
}
