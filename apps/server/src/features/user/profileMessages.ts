import type { Locale } from '@bar/domain/locale';
import { messagesOf } from '../../i18n/messageTable.ts';

export type ProfileMessage =
  | 'sameEmail'
  | 'emailChanged'
  | 'invalidEmailChangeLink'
  | 'emailChangeLinkExpired'
  | 'wrongPassword'
  | 'adminCannotDelete';

/** The Profile routes' answers in the request's language (X-Locale); `{{email}}` where an address is named. */
export const PROFILE_MESSAGES: Record<ProfileMessage, Record<Locale, string>> = {
  sameEmail: {
    de: 'Das ist bereits Ihre E-Mail-Adresse.',
    en: 'This already is your e-mail address.',
    fr: 'C’est déjà votre adresse e-mail.',
    it: 'Questo è già il tuo indirizzo e-mail.',
    es: 'Esta ya es su dirección de correo electrónico.',
    pt: 'Este já é o seu endereço de e-mail.',
  },
  emailChanged: {
    de: 'Ihre E-Mail-Adresse wurde geändert.',
    en: 'Your e-mail address has been changed.',
    fr: 'Votre adresse e-mail a été modifiée.',
    it: 'Il tuo indirizzo e-mail è stato modificato.',
    es: 'Su dirección de correo electrónico ha sido cambiada.',
    pt: 'O seu endereço de e-mail foi alterado.',
  },
  invalidEmailChangeLink: {
    de: 'Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet.',
    en: 'This confirmation link is invalid or has already been used.',
    fr: 'Ce lien de confirmation est invalide ou a déjà été utilisé.',
    it: 'Questo link di conferma non è valido o è già stato usato.',
    es: 'Este enlace de confirmación no es válido o ya se ha utilizado.',
    pt: 'Este link de confirmação é inválido ou já foi utilizado.',
  },
  emailChangeLinkExpired: {
    de: 'Dieser Bestätigungslink ist abgelaufen. Bitte fordern Sie die Änderung erneut an.',
    en: 'This confirmation link has expired. Please request the change again.',
    fr: 'Ce lien de confirmation a expiré. Veuillez redemander la modification.',
    it: 'Questo link di conferma è scaduto. Richiedi di nuovo la modifica.',
    es: 'Este enlace de confirmación ha caducado. Vuelva a solicitar el cambio.',
    pt: 'Este link de confirmação expirou. Peça a alteração novamente.',
  },
  wrongPassword: {
    de: 'Das Passwort ist nicht korrekt.',
    en: 'The password is incorrect.',
    fr: 'Le mot de passe est incorrect.',
    it: 'La password non è corretta.',
    es: 'La contraseña no es correcta.',
    pt: 'A palavra-passe está incorreta.',
  },
  adminCannotDelete: {
    de: 'Ein Administratorkonto kann nicht selbst gelöscht werden. Bitte wenden Sie sich an eine andere Administratorin oder einen anderen Administrator.',
    en: 'An administrator account cannot delete itself. Please ask another administrator.',
    fr: 'Un compte administrateur ne peut pas se supprimer lui-même. Veuillez vous adresser à un autre administrateur.',
    it: 'Un account amministratore non può eliminarsi da solo. Rivolgiti a un altro amministratore.',
    es: 'Una cuenta de administrador no puede eliminarse a sí misma. Diríjase a otro administrador.',
    pt: 'Uma conta de administrador não se pode eliminar a si própria. Dirija-se a outro administrador.',
  },
};

export const profileMessage = messagesOf(PROFILE_MESSAGES);
