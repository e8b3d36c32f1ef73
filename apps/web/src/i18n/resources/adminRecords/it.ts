export const adminRecordsIt = {
  form: {
    save: 'Salva',
    savedTitle: 'Salvato',
    saved: 'Le modifiche sono state salvate.',
    unsaved: 'Modifiche non salvate',
    notFound: 'Questo record non esiste (più).',
    loadFailed: 'Impossibile caricare il record. Riprova.',
    leaveTitle: 'Uscire senza salvare?',
    leaveMessage: 'Questa pagina contiene modifiche non salvate. Se esci ora, andranno perse.',
    stay: 'Resta qui',
    leave: 'Esci senza salvare',
  },
};
