/** Texte des Bereichs "quote" auf Deutsch: der Anfragedialog, seine Adressen und Einwilligungen. */
export const quoteDe = {
  open: 'Angebot anfragen',
  title: 'Angebot anfragen',
  message: 'Ihre Nachricht',
  submit: 'Anfrage senden',
  address: {
    billingTitle: 'Adresse',
    deliveryTitle: 'Lieferadresse',
    useDelivery: 'An eine andere Adresse liefern',
    new: 'Neue Adresse',
    edit: 'Adresse bearbeiten',
    delete: 'Adresse löschen',
    save: 'Adresse speichern',
    fields: {
      organization: 'Firma',
      contactPerson: 'Ansprechpartner',
      vat_id: 'USt-IdNr.',
      given_name: 'Vorname',
      family_name: 'Nachname',
      street: 'Straße und Hausnummer',
      postal_code: 'Postleitzahl',
      city: 'Ort',
      country: 'Land',
      phone: 'Telefon',
      email: 'E-Mail-Adresse',
    },
  },
  consents: {
    contact:
      'Ich bin damit einverstanden, zu dieser Anfrage kontaktiert zu werden, und mit der Speicherung meiner Daten zu diesem Zweck.',
    call: 'Ich wünsche ein Beratungsgespräch.',
    newsletter: 'Senden Sie mir den Newsletter (vierteljährlich).',
  },
  validation: {
    required: 'Bitte füllen Sie dieses Feld aus.',
    nameOrOrganization: 'Bitte geben Sie eine Firma oder einen Nachnamen an.',
    address: 'Bitte wählen Sie eine Adresse.',
    consentContact: 'Bitte stimmen Sie der Kontaktaufnahme und der Speicherung Ihrer Daten zu.',
  },
  verify: {
    text: 'Bevor Sie eine Anfrage senden können, bestätigen Sie bitte Ihre E-Mail-Adresse {{email}} über den Link, den wir Ihnen geschickt haben. Ihre Eingaben bleiben erhalten.',
    resend: 'E-Mail erneut senden',
    continue: 'Ich habe bestätigt, weiter',
    stillUnverified: 'Ihre E-Mail-Adresse ist noch nicht bestätigt. Bitte öffnen Sie zuerst den Link in der E-Mail.',
  },
  errors: {
    conflict:
      'Mit diesem Versuch wurde bereits eine andere Anfrage gesendet. Bitte prüfen Sie Ihre Eingaben und senden Sie erneut.',
    notAllowed: 'Diese Konfiguration oder Adresse steht Ihnen nicht zur Verfügung. Bitte prüfen Sie Ihre Auswahl.',
  },
  done: {
    title: 'Vielen Dank für Ihre Anfrage',
    text: 'Wir haben Ihre Anfrage erhalten und eine Bestätigung an {{email}} gesendet. Wir melden uns in Kürze bei Ihnen.',
  },
};
