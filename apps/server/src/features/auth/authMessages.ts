import type { Locale } from '@bar/domain/locale';
import { messagesOf } from '../../i18n/messageTable.ts';

export type AuthMessage =
  | 'badCredentials'
  | 'emailTaken'
  | 'invalidResetToken'
  | 'wrongCurrentPassword'
  | 'tooManyAttempts'
  | 'resetLinkSent'
  | 'verificationSent'
  | 'alreadyVerified'
  | 'invalidLink'
  | 'linkExpired'
  | 'unsupportedLocale'
  | 'commonPassword';

/** Account answers in the request's language (X-Locale); `{{seconds}}` where a wait is named. */
export const AUTH_MESSAGES: Record<AuthMessage, Record<Locale, string>> = {
  badCredentials: {
    de: 'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.',
    en: 'These credentials do not match our records.',
    fr: 'Ces identifiants ne correspondent pas à nos enregistrements.',
    it: 'Queste credenziali non corrispondono ai nostri dati.',
    es: 'Estas credenciales no coinciden con nuestros registros.',
    pt: 'Estas credenciais não correspondem aos nossos registos.',
  },
  emailTaken: {
    de: 'Diese E-Mail-Adresse ist bereits registriert.',
    en: 'This e-mail address is already registered.',
    fr: 'Cette adresse e-mail est déjà enregistrée.',
    it: 'Questo indirizzo e-mail è già registrato.',
    es: 'Esta dirección de correo electrónico ya está registrada.',
    pt: 'Este endereço de e-mail já está registado.',
  },
  invalidResetToken: {
    de: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
    en: 'This password reset link is invalid or has expired.',
    fr: 'Ce lien de réinitialisation du mot de passe est invalide ou a expiré.',
    it: 'Questo link per reimpostare la password non è valido o è scaduto.',
    es: 'Este enlace para restablecer la contraseña no es válido o ha caducado.',
    pt: 'Este link de redefinição da palavra-passe é inválido ou expirou.',
  },
  wrongCurrentPassword: {
    de: 'Das aktuelle Passwort ist nicht korrekt.',
    en: 'The current password is incorrect.',
    fr: 'Le mot de passe actuel est incorrect.',
    it: 'La password attuale non è corretta.',
    es: 'La contraseña actual no es correcta.',
    pt: 'A palavra-passe atual está incorreta.',
  },
  tooManyAttempts: {
    de: 'Zu viele Versuche. Bitte versuchen Sie es in {{seconds}} Sekunden erneut.',
    en: 'Too many attempts. Please try again in {{seconds}} seconds.',
    fr: 'Trop de tentatives. Veuillez réessayer dans {{seconds}} secondes.',
    it: 'Troppi tentativi. Riprova tra {{seconds}} secondi.',
    es: 'Demasiados intentos. Vuelva a intentarlo dentro de {{seconds}} segundos.',
    pt: 'Demasiadas tentativas. Tente novamente dentro de {{seconds}} segundos.',
  },
  resetLinkSent: {
    de: 'Wenn ein Konto mit dieser E-Mail-Adresse besteht, haben wir einen Link zum Zurücksetzen gesendet.',
    en: 'If an account with this e-mail address exists, we have sent a reset link.',
    fr: 'Si un compte existe avec cette adresse e-mail, nous avons envoyé un lien de réinitialisation.',
    it: 'Se esiste un account con questo indirizzo e-mail, abbiamo inviato un link per reimpostare la password.',
    es: 'Si existe una cuenta con esta dirección de correo, hemos enviado un enlace para restablecerla.',
    pt: 'Se existir uma conta com este endereço de e-mail, enviámos um link de redefinição.',
  },
  verificationSent: {
    de: 'Ein neuer Bestätigungslink wurde an Ihre E-Mail-Adresse gesendet.',
    en: 'A new verification link has been sent to your e-mail address.',
    fr: 'Un nouveau lien de confirmation a été envoyé à votre adresse e-mail.',
    it: 'Un nuovo link di conferma è stato inviato al tuo indirizzo e-mail.',
    es: 'Se ha enviado un nuevo enlace de confirmación a su dirección de correo.',
    pt: 'Foi enviado um novo link de confirmação para o seu endereço de e-mail.',
  },
  alreadyVerified: {
    de: 'Ihre E-Mail-Adresse ist bereits bestätigt.',
    en: 'Your e-mail address is already verified.',
    fr: 'Votre adresse e-mail est déjà confirmée.',
    it: 'Il tuo indirizzo e-mail è già confermato.',
    es: 'Su dirección de correo ya está confirmada.',
    pt: 'O seu endereço de e-mail já está confirmado.',
  },
  invalidLink: {
    de: 'Dieser Link ist ungültig.',
    en: 'This link is invalid.',
    fr: 'Ce lien est invalide.',
    it: 'Questo link non è valido.',
    es: 'Este enlace no es válido.',
    pt: 'Este link é inválido.',
  },
  linkExpired: {
    de: 'Ihr Link ist abgelaufen.',
    en: 'Your link has expired.',
    fr: 'Votre lien a expiré.',
    it: 'Il tuo link è scaduto.',
    es: 'Su enlace ha caducado.',
    pt: 'O seu link expirou.',
  },
  unsupportedLocale: {
    de: 'Diese Sprache wird nicht unterstützt.',
    en: 'This language is not supported.',
    fr: 'Cette langue n’est pas prise en charge.',
    it: 'Questa lingua non è supportata.',
    es: 'Este idioma no es compatible.',
    pt: 'Este idioma não é suportado.',
  },
  commonPassword: {
    de: 'Dieses Passwort gehört zu den am häufigsten verwendeten und ist leicht zu erraten. Bitte wählen Sie ein anderes.',
    en: 'This password is one of the most commonly used and easy to guess. Please choose another.',
    fr: 'Ce mot de passe fait partie des plus utilisés et se devine facilement. Veuillez en choisir un autre.',
    it: 'Questa password è tra le più usate ed è facile da indovinare. Sceglierne un’altra.',
    es: 'Esta contraseña es de las más usadas y fácil de adivinar. Elija otra.',
    pt: 'Esta palavra-passe é das mais usadas e fácil de adivinhar. Escolha outra.',
  },
};

export const authMessage = messagesOf(AUTH_MESSAGES);
