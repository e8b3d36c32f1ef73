import type { consultationEn } from './en.ts';

/** Texte des Bereichs „consultation“ auf Deutsch: die Rückrufbitte über die Schaltfläche Beratung. */
export const consultationDe: typeof consultationEn = {
  formIntro: 'Sagen Sie uns, wie wir Sie erreichen und worüber Sie sprechen möchten; wir rufen Sie zurück.',
  choice: {
    text: 'Möchten Sie eine Beratung zur geöffneten Bar? Senden Sie dafür eine Angebotsanfrage mit Beratungstermin – wir rufen Sie an und haben Ihre Konfiguration vor Augen.',
    askAboutBar: 'Zu dieser Bar anfragen',
    callBack: 'Nur Rückruf',
  },
  fields: {
    name: 'Name',
    email: 'E-Mail-Adresse',
    phone: 'Telefon',
    country: 'Land',
    preferredTime: 'Wann dürfen wir anrufen?',
    topic: 'Thema',
    message: 'Ihre Nachricht (optional)',
  },
  choose: 'Bitte wählen',
  times: { morning: 'Vormittags', midday: 'Mittags', afternoon: 'Nachmittags', anytime: 'Jederzeit' },
  topics: {
    planning: 'Planung der Bar',
    branding: 'Branding und Logos',
    delivery: 'Lieferung und Aufbau',
    pricing: 'Preise und Angebot',
    other: 'Sonstiges',
  },
  consent:
    'Ich bin einverstanden, zu dieser Anfrage kontaktiert zu werden, und mit der Speicherung meiner Daten zu diesem Zweck.',
  submit: 'Rückruf anfordern',
  validation: {
    required: 'Bitte füllen Sie dieses Feld aus.',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    phone: 'Bitte geben Sie eine gültige Telefonnummer ein.',
    choose: 'Bitte wählen Sie eine Option.',
    consent: 'Bitte stimmen Sie der Kontaktaufnahme und der Speicherung Ihrer Daten zu.',
  },
  errors: {
    conflict:
      'Mit diesem Versuch wurde bereits eine andere Anfrage gesendet. Bitte prüfen Sie Ihre Angaben und senden Sie erneut.',
    throttled: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  },
  done: {
    title: 'Vielen Dank für Ihre Anfrage',
    text: 'Wir haben Ihre Anfrage erhalten und rufen Sie unter {{phone}} zurück.',
  },
};
