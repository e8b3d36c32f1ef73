/** What other features use of quote. */
export { AddressForm } from './AddressForm.tsx';
export { addressSummary } from './addressFields.ts';
export { QuoteButton } from './QuoteButton.tsx';
export { QuoteDialog } from './QuoteDialog.tsx';
export { ADDRESSES_QUERY_KEY, deleteAddress, listAddresses, setDefaultAddress } from './quoteApi.ts';
export { startQuote, updateDraft } from './quoteStore.ts';
