/** What other features use of forms. */
export { CountryField } from './CountryField.tsx';
export { localeDefaultCountry } from './defaultCountry.ts';
export { LocaleField } from './LocaleField.tsx';
export { currentPasswordField, newPasswordFields } from './passwordFields.ts';
export { useDraftSend } from './useDraftSend.ts';
export { useServerForm } from './useServerForm.ts';
