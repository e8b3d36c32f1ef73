import type { TranslationTree } from '../en.ts';
import type { profileEn } from './en.ts';

/** Texts of the Profile screen in de; same keys as en.ts beside this file. */
export const profileDe: TranslationTree<typeof profileEn> = {
  title: 'Mein Profil',
  menuItem: 'Mein Profil…',
  loginToProfile: 'Bitte melden Sie sich an, um Ihr Profil zu sehen.',
  savedTitle: 'Gespeichert',
  details: {
    title: 'Persönliche Angaben',
    submit: 'Angaben speichern',
    saved: 'Ihre Angaben wurden gespeichert.',
  },
  email: {
    title: 'E-Mail-Adresse',
    current: 'Sie melden sich mit {{email}} an.',
    newEmail: 'Neue E-Mail-Adresse',
    submit: 'E-Mail-Adresse ändern',
    pending:
      'Wartet auf Bestätigung: {{email}}. Öffnen Sie den Link, den wir an diese Adresse gesendet haben; bis dahin melden Sie sich weiter mit Ihrer bisherigen Adresse an.',
    sentTitle: 'Bestätigungslink gesendet',
    sent: 'Wir haben einen Bestätigungslink an {{email}} gesendet.',
  },
  password: {
    title: 'Passwort',
    current: 'Aktuelles Passwort',
    submit: 'Passwort ändern',
    saved: 'Ihr Passwort wurde geändert. Ihre anderen Geräte wurden abgemeldet.',
  },
  export: {
    title: 'Meine Daten herunterladen',
    intro: 'Eine JSON-Datei mit Ihrem Konto, Ihren Adressen, Bars und Anfragen.',
    submit: 'Meine Daten herunterladen',
    done: 'Ihre Daten wurden heruntergeladen.',
  },
  delete: {
    title: 'Mein Konto löschen',
    intro:
      'Ihr Konto, Ihre Adressen und Bars werden endgültig gelöscht. Gesendete Anfragen bleiben bei uns, ohne Ihren Namen und Ihre Kontaktdaten.',
    submit: 'Mein Konto löschen…',
    confirmTitle: 'Konto löschen?',
    confirmText: 'Geben Sie zur Bestätigung Ihr Passwort ein. Das lässt sich nicht rückgängig machen.',
    confirm: 'Konto endgültig löschen',
    doneTitle: 'Konto gelöscht',
    done: 'Ihr Konto wurde gelöscht.',
  },
  confirmEmail: {
    title: 'Neue E-Mail-Adresse',
    changed: 'Ihre E-Mail-Adresse wurde geändert. Ab jetzt melden Sie sich mit der neuen Adresse an.',
    invalid: 'Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet.',
    expired: 'Dieser Bestätigungslink ist abgelaufen. Bitte fordern Sie die Änderung in Ihrem Profil erneut an.',
    toProfile: 'Zu meinem Profil',
  },
};
