import type { MessageTable } from './messageTable.ts';

export type ErrorMessageKey =
  | 'error.badRequest'
  | 'error.unsupportedMediaType'
  | 'error.uriTooLong'
  | 'error.unauthenticated'
  | 'error.forbidden'
  | 'error.notFound'
  | 'error.conflict'
  | 'error.gone'
  | 'error.payloadTooLarge'
  | 'error.nestedTooDeep'
  | 'error.csrfTokenMismatch'
  | 'error.validation'
  | 'error.throttled'
  | 'error.server'
  | 'error.restarting'
  | 'error.andOneMore'
  | 'error.andMore';

/** The default message of each failure status, the 500, and the "(and N more errors)" of a 422. */
export const ERROR_MESSAGES: MessageTable<ErrorMessageKey> = {
  'error.badRequest': {
    de: 'Die Anfrage konnte nicht gelesen werden.',
    en: 'The request could not be read.',
    fr: 'La requête n’a pas pu être lue.',
    it: 'Non è stato possibile leggere la richiesta.',
    es: 'No se ha podido leer la solicitud.',
    pt: 'Não foi possível ler o pedido.',
  },
  'error.unsupportedMediaType': {
    de: 'Dieses Inhaltsformat wird nicht unterstützt.',
    en: 'This content type is not supported.',
    fr: 'Ce type de contenu n’est pas pris en charge.',
    it: 'Questo tipo di contenuto non è supportato.',
    es: 'Este tipo de contenido no es compatible.',
    pt: 'Este tipo de conteúdo não é suportado.',
  },
  'error.uriTooLong': {
    de: 'Die Adresse ist zu lang.',
    en: 'The address is too long.',
    fr: 'L’adresse est trop longue.',
    it: 'L’indirizzo è troppo lungo.',
    es: 'La dirección es demasiado larga.',
    pt: 'O endereço é demasiado longo.',
  },
  'error.unauthenticated': {
    de: 'Nicht angemeldet.',
    en: 'Unauthenticated.',
    fr: 'Non authentifié.',
    it: 'Non autenticato.',
    es: 'No autenticado.',
    pt: 'Não autenticado.',
  },
  'error.forbidden': {
    de: 'Diese Aktion ist nicht erlaubt.',
    en: 'This action is unauthorized.',
    fr: 'Cette action n’est pas autorisée.',
    it: 'Questa azione non è autorizzata.',
    es: 'Esta acción no está autorizada.',
    pt: 'Esta ação não está autorizada.',
  },
  'error.notFound': {
    de: 'Nicht gefunden.',
    en: 'Not found.',
    fr: 'Introuvable.',
    it: 'Non trovato.',
    es: 'No encontrado.',
    pt: 'Não encontrado.',
  },
  'error.conflict': {
    de: 'Die Daten wurden zwischenzeitlich geändert.',
    en: 'The resource was changed in the meantime.',
    fr: 'Les données ont été modifiées entre-temps.',
    it: 'I dati sono stati modificati nel frattempo.',
    es: 'Los datos se han modificado mientras tanto.',
    pt: 'Os dados foram alterados entretanto.',
  },
  'error.gone': {
    de: 'Dieser Link ist abgelaufen.',
    en: 'This link has expired.',
    fr: 'Ce lien a expiré.',
    it: 'Questo link è scaduto.',
    es: 'Este enlace ha caducado.',
    pt: 'Este link expirou.',
  },
  'error.payloadTooLarge': {
    de: 'Die Anfrage ist zu groß.',
    en: 'The request is too large.',
    fr: 'La requête est trop volumineuse.',
    it: 'La richiesta è troppo grande.',
    es: 'La solicitud es demasiado grande.',
    pt: 'O pedido é demasiado grande.',
  },
  'error.nestedTooDeep': {
    de: 'Die Daten sind tiefer als {{max}} Ebenen verschachtelt.',
    en: 'The data is nested deeper than {{max}} levels.',
    fr: 'Les données sont imbriquées sur plus de {{max}} niveaux.',
    it: 'I dati sono annidati su più di {{max}} livelli.',
    es: 'Los datos están anidados en más de {{max}} niveles.',
    pt: 'Os dados estão aninhados em mais de {{max}} níveis.',
  },
  'error.csrfTokenMismatch': {
    de: 'Die Sitzung ist abgelaufen (CSRF-Token stimmt nicht überein). Bitte laden Sie die Seite neu.',
    en: 'CSRF token mismatch.',
    fr: 'La session a expiré (jeton CSRF non concordant). Veuillez recharger la page.',
    it: 'La sessione è scaduta (token CSRF non corrispondente). Ricarica la pagina.',
    es: 'La sesión ha caducado (el token CSRF no coincide). Vuelva a cargar la página.',
    pt: 'A sessão expirou (o token CSRF não corresponde). Recarregue a página.',
  },
  'error.validation': {
    de: 'Die übermittelten Daten sind ungültig.',
    en: 'The given data was invalid.',
    fr: 'Les données transmises ne sont pas valides.',
    it: 'I dati inviati non sono validi.',
    es: 'Los datos enviados no son válidos.',
    pt: 'Os dados enviados são inválidos.',
  },
  'error.throttled': {
    de: 'Zu viele Versuche.',
    en: 'Too many attempts.',
    fr: 'Trop de tentatives.',
    it: 'Troppi tentativi.',
    es: 'Demasiados intentos.',
    pt: 'Demasiadas tentativas.',
  },
  'error.server': {
    de: 'Serverfehler.',
    en: 'Server error.',
    fr: 'Erreur du serveur.',
    it: 'Errore del server.',
    es: 'Error del servidor.',
    pt: 'Erro do servidor.',
  },
  'error.restarting': {
    de: 'Der Server wird neu gestartet. Bitte versuchen Sie es gleich noch einmal.',
    en: 'The server is restarting. Please try again in a moment.',
    fr: 'Le serveur redémarre. Veuillez réessayer dans un instant.',
    it: 'Il server si sta riavviando. Riprova tra un attimo.',
    es: 'El servidor se está reiniciando. Vuelva a intentarlo en un momento.',
    pt: 'O servidor está a reiniciar. Tente novamente dentro de momentos.',
  },
  'error.andOneMore': {
    de: '{{message}} (und 1 weiterer Fehler)',
    en: '{{message}} (and 1 more error)',
    fr: '{{message}} (et 1 autre erreur)',
    it: '{{message}} (e 1 altro errore)',
    es: '{{message}} (y 1 error más)',
    pt: '{{message}} (e mais 1 erro)',
  },
  'error.andMore': {
    de: '{{message}} (und {{count}} weitere Fehler)',
    en: '{{message}} (and {{count}} more errors)',
    fr: '{{message}} (et {{count}} autres erreurs)',
    it: '{{message}} (e altri {{count}} errori)',
    es: '{{message}} (y {{count}} errores más)',
    pt: '{{message}} (e mais {{count}} erros)',
  },
};
