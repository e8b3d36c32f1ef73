import type { consultationEn } from './en.ts';

/** Testi dell'area "consultation" in italiano: la richiesta di richiamata dal pulsante Consulenza. */
export const consultationIt: typeof consultationEn = {
  formIntro: 'Dicci come raggiungerti e di cosa vorresti parlare; ti richiameremo.',
  choice: {
    text: 'Vuoi una consulenza sul bar aperto? Invia una richiesta di preventivo con appuntamento telefonico: ti chiameremo con la tua configurazione davanti agli occhi.',
    askAboutBar: 'Chiedi per questo bar',
    callBack: 'Richiamami e basta',
  },
  fields: {
    name: 'Nome',
    email: 'Indirizzo e-mail',
    phone: 'Telefono',
    country: 'Paese',
    preferredTime: 'Quando possiamo chiamarti?',
    topic: 'Argomento',
    message: 'Il tuo messaggio (facoltativo)',
  },
  choose: 'Scegli',
  times: { morning: 'Mattina', midday: 'Mezzogiorno', afternoon: 'Pomeriggio', anytime: 'In qualsiasi momento' },
  topics: {
    planning: 'Progettazione del bar',
    branding: 'Branding e loghi',
    delivery: 'Consegna e montaggio',
    pricing: 'Prezzi e preventivo',
    other: 'Altro',
  },
  consent: 'Acconsento a essere contattato per questa richiesta e alla conservazione dei miei dati a tale scopo.',
  submit: 'Richiedi una richiamata',
  validation: {
    required: 'Compila questo campo.',
    email: 'Inserisci un indirizzo e-mail valido.',
    phone: 'Inserisci un numero di telefono valido.',
    choose: "Scegli un'opzione.",
    consent: 'Acconsenti a essere contattato e alla conservazione dei tuoi dati.',
  },
  errors: {
    conflict: 'Con questo tentativo è già stata inviata una richiesta diversa. Controlla i dati e invia di nuovo.',
    throttled: 'Troppe richieste. Riprova più tardi.',
  },
  done: {
    title: 'Grazie per la tua richiesta',
    text: 'Abbiamo ricevuto la tua richiesta e ti richiameremo al numero {{phone}}.',
  },
};
