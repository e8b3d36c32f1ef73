/** Testi dell'area "quote" in it: la richiesta di preventivo, i suoi indirizzi e consensi. */
export const quoteIt = {
  open: 'Richiedi un preventivo',
  title: 'Richiedi un preventivo',
  message: 'Il tuo messaggio',
  submit: 'Invia richiesta',
  address: {
    billingTitle: 'Indirizzo',
    deliveryTitle: 'Indirizzo di consegna',
    useDelivery: 'Consegna a un altro indirizzo',
    new: 'Nuovo indirizzo',
    edit: 'Modifica indirizzo',
    delete: 'Elimina indirizzo',
    save: 'Salva indirizzo',
    fields: {
      organization: 'Azienda',
      contactPerson: 'Persona di contatto',
      vat_id: 'Partita IVA',
      given_name: 'Nome',
      family_name: 'Cognome',
      street: 'Via e numero civico',
      postal_code: 'CAP',
      city: 'Città',
      country: 'Paese',
      phone: 'Telefono',
      email: 'Indirizzo e-mail',
    },
  },
  consents: {
    contact: 'Acconsento a essere contattato per questa richiesta e alla conservazione dei miei dati a tale scopo.',
    call: 'Desidero una consulenza telefonica.',
    newsletter: 'Inviatemi la newsletter (trimestrale).',
  },
  validation: {
    required: 'Compila questo campo.',
    nameOrOrganization: "Inserisci un'azienda o un cognome.",
    address: 'Scegli un indirizzo.',
    consentContact: 'Acconsenti a essere contattato e alla conservazione dei tuoi dati.',
  },
  verify: {
    text: 'Prima di inviare una richiesta, conferma il tuo indirizzo e-mail {{email}} con il link che ti abbiamo inviato. I dati inseriti restano salvati.',
    resend: "Invia di nuovo l'e-mail",
    continue: 'Ho confermato, continua',
    stillUnverified: "Il tuo indirizzo e-mail non è ancora confermato. Apri prima il link nell'e-mail.",
  },
  errors: {
    conflict: 'Con questo tentativo è già stata inviata una richiesta diversa. Controlla i dati e invia di nuovo.',
    notAllowed: 'Questa configurazione o questo indirizzo non è disponibile per te. Controlla la tua scelta.',
  },
  done: {
    title: 'Grazie per la tua richiesta',
    text: 'Abbiamo ricevuto la tua richiesta e inviato una conferma a {{email}}. Ti contatteremo a breve.',
  },
};
