import type { TranslationTree } from '../en.ts';
import type { profileEn } from './en.ts';

/** Texts of the Profile screen in it; same keys as en.ts beside this file. */
export const profileIt: TranslationTree<typeof profileEn> = {
  title: 'Il mio profilo',
  menuItem: 'Il mio profilo…',
  loginToProfile: 'Accedi per vedere il tuo profilo.',
  savedTitle: 'Salvato',
  details: {
    title: 'Dati personali',
    submit: 'Salva i dati',
    saved: 'I tuoi dati sono stati salvati.',
  },
  email: {
    title: 'Indirizzo e-mail',
    current: 'Accedi con {{email}}.',
    newEmail: 'Nuovo indirizzo e-mail',
    submit: 'Cambia indirizzo e-mail',
    pending:
      'In attesa di conferma: {{email}}. Apri il link che abbiamo inviato a quell’indirizzo; fino ad allora continui ad accedere con il tuo indirizzo attuale.',
    sentTitle: 'Link di conferma inviato',
    sent: 'Abbiamo inviato un link di conferma a {{email}}.',
  },
  password: {
    title: 'Password',
    current: 'Password attuale',
    submit: 'Cambia password',
    saved: 'La tua password è stata cambiata. Gli altri dispositivi sono stati disconnessi.',
  },
  export: {
    title: 'Scarica i miei dati',
    intro: 'Un file JSON con il tuo account, gli indirizzi, i bar e le richieste.',
    submit: 'Scarica i miei dati',
    done: 'I tuoi dati sono stati scaricati.',
  },
  delete: {
    title: 'Elimina il mio account',
    intro:
      'Il tuo account, gli indirizzi e i bar vengono eliminati definitivamente. Le richieste inviate restano presso di noi, senza il tuo nome e i tuoi recapiti.',
    submit: 'Elimina il mio account…',
    confirmTitle: 'Eliminare il tuo account?',
    confirmText: 'Inserisci la tua password per confermare. L’operazione non si può annullare.',
    confirm: 'Elimina definitivamente il mio account',
    doneTitle: 'Account eliminato',
    done: 'Il tuo account è stato eliminato.',
  },
  confirmEmail: {
    title: 'Nuovo indirizzo e-mail',
    changed: 'Il tuo indirizzo e-mail è stato cambiato. D’ora in poi accedi con il nuovo indirizzo.',
    invalid: 'Questo link di conferma non è valido o è già stato usato.',
    expired: 'Questo link di conferma è scaduto. Richiedi di nuovo la modifica nel tuo profilo.',
    toProfile: 'Al mio profilo',
  },
};
