import type { MessageTable } from './messageTable.ts';

export type ResourceMessageKey =
  | 'bars.removed'
  | 'bars.noRights'
  | 'bars.viewOnly'
  | 'bars.loginToShare'
  | 'bars.loginToAccess'
  | 'bars.changedMeanwhile'
  | 'bars.nothingToUndo'
  | 'bars.nothingToRedo'
  | 'bars.presetMissing'
  | 'inquiries.verifyEmail'
  | 'inquiries.idempotencyKeyInvalid'
  | 'inquiries.idempotencyKeyReused'
  | 'inquiries.addressNotFound'
  | 'inquiries.barNotFound'
  | 'inquiries.barOfSomeoneElse'
  | 'addresses.notFound'
  | 'presets.notFound'
  | 'images.notFound'
  | 'pdf.loginRequired'
  | 'pdf.verifyEmail'
  | 'lists.cannotSortBy'
  | 'lists.noSuchFilter';

/** What the customer-facing routes answer beside their schema messages (bars, inquiries, addresses, ...). */
export const RESOURCE_MESSAGES: MessageTable<ResourceMessageKey> = {
  'bars.removed': {
    de: 'Diese Konfiguration wurde leider aus dem System entfernt.',
    en: 'We are sorry, it seems that this configuration has been removed from the system.',
    fr: 'Nous sommes désolés, cette configuration semble avoir été supprimée du système.',
    it: 'Siamo spiacenti, sembra che questa configurazione sia stata rimossa dal sistema.',
    es: 'Lo sentimos, parece que esta configuración se ha eliminado del sistema.',
    pt: 'Lamentamos, parece que esta configuração foi removida do sistema.',
  },
  'bars.noRights': {
    de: 'Sie haben nicht die nötigen Rechte, um diese Konfiguration aufzurufen.',
    en: 'You do not have the necessary rights to access this configuration.',
    fr: 'Vous n’avez pas les droits nécessaires pour accéder à cette configuration.',
    it: 'Non disponi dei diritti necessari per accedere a questa configurazione.',
    es: 'No tiene los permisos necesarios para acceder a esta configuración.',
    pt: 'Não tem as permissões necessárias para aceder a esta configuração.',
  },
  'bars.viewOnly': {
    de: 'Dieser Link erlaubt nur das Ansehen.',
    en: 'This link allows viewing only.',
    fr: 'Ce lien permet uniquement la consultation.',
    it: 'Questo link consente solo la visualizzazione.',
    es: 'Este enlace solo permite ver.',
    pt: 'Este link só permite visualizar.',
  },
  'bars.loginToShare': {
    de: 'Bitte melden Sie sich an, um diese Konfiguration zu teilen.',
    en: 'Please log in to share this configuration.',
    fr: 'Veuillez vous connecter pour partager cette configuration.',
    it: 'Accedi per condividere questa configurazione.',
    es: 'Inicie sesión para compartir esta configuración.',
    pt: 'Inicie sessão para partilhar esta configuração.',
  },
  'bars.loginToAccess': {
    de: 'Bitte melden Sie sich an, um diese Konfiguration aufzurufen.',
    en: 'Please log in to access this configuration.',
    fr: 'Veuillez vous connecter pour accéder à cette configuration.',
    it: 'Accedi per aprire questa configurazione.',
    es: 'Inicie sesión para acceder a esta configuración.',
    pt: 'Inicie sessão para aceder a esta configuração.',
  },
  'bars.changedMeanwhile': {
    de: 'Die Konfiguration wurde zwischenzeitlich geändert.',
    en: 'The configuration was changed in the meantime.',
    fr: 'La configuration a été modifiée entre-temps.',
    it: 'La configurazione è stata modificata nel frattempo.',
    es: 'La configuración se ha modificado mientras tanto.',
    pt: 'A configuração foi alterada entretanto.',
  },
  'bars.nothingToUndo': {
    de: 'Es gibt nichts rückgängig zu machen.',
    en: 'There is nothing to undo.',
    fr: 'Il n’y a rien à annuler.',
    it: 'Non c’è nulla da annullare.',
    es: 'No hay nada que deshacer.',
    pt: 'Não há nada para anular.',
  },
  'bars.nothingToRedo': {
    de: 'Es gibt nichts wiederherzustellen.',
    en: 'There is nothing to redo.',
    fr: 'Il n’y a rien à rétablir.',
    it: 'Non c’è nulla da ripristinare.',
    es: 'No hay nada que rehacer.',
    pt: 'Não há nada para refazer.',
  },
  'bars.presetMissing': {
    de: 'Die gewählte Vorlage existiert nicht.',
    en: 'The selected preset does not exist.',
    fr: 'Le modèle sélectionné n’existe pas.',
    it: 'Il modello selezionato non esiste.',
    es: 'La plantilla seleccionada no existe.',
    pt: 'O modelo selecionado não existe.',
  },
  'inquiries.verifyEmail': {
    de: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie eine Anfrage senden.',
    en: 'Please verify your e-mail address before sending an inquiry.',
    fr: 'Veuillez confirmer votre adresse e-mail avant d’envoyer une demande.',
    it: 'Conferma il tuo indirizzo e-mail prima di inviare una richiesta.',
    es: 'Confirme su dirección de correo electrónico antes de enviar una solicitud.',
    pt: 'Confirme o seu endereço de e-mail antes de enviar um pedido.',
  },
  'inquiries.idempotencyKeyInvalid': {
    de: 'Der Idempotency-Key ist ungültig.',
    en: 'The Idempotency-Key is invalid.',
    fr: 'L’Idempotency-Key n’est pas valide.',
    it: 'L’Idempotency-Key non è valido.',
    es: 'La Idempotency-Key no es válida.',
    pt: 'A Idempotency-Key é inválida.',
  },
  'inquiries.idempotencyKeyReused': {
    de: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
    en: 'This Idempotency-Key was already used for a different request.',
    fr: 'Cette Idempotency-Key a déjà été utilisée pour une autre requête.',
    it: 'Questa Idempotency-Key è già stata usata per un’altra richiesta.',
    es: 'Esta Idempotency-Key ya se ha usado para otra solicitud.',
    pt: 'Esta Idempotency-Key já foi usada para outro pedido.',
  },
  'inquiries.addressNotFound': {
    de: 'Die Adresse in {{field}} wurde nicht gefunden.',
    en: 'The address in {{field}} was not found.',
    fr: 'L’adresse indiquée dans {{field}} est introuvable.',
    it: 'L’indirizzo in {{field}} non è stato trovato.',
    es: 'No se ha encontrado la dirección de {{field}}.',
    pt: 'A morada em {{field}} não foi encontrada.',
  },
  'inquiries.barNotFound': {
    de: 'Die Konfiguration wurde nicht gefunden.',
    en: 'The configuration was not found.',
    fr: 'La configuration est introuvable.',
    it: 'La configurazione non è stata trovata.',
    es: 'No se ha encontrado la configuración.',
    pt: 'A configuração não foi encontrada.',
  },
  'inquiries.barOfSomeoneElse': {
    de: 'Diese Konfiguration gehört jemand anderem.',
    en: 'This configuration belongs to someone else.',
    fr: 'Cette configuration appartient à quelqu’un d’autre.',
    it: 'Questa configurazione appartiene a qualcun altro.',
    es: 'Esta configuración pertenece a otra persona.',
    pt: 'Esta configuração pertence a outra pessoa.',
  },
  'addresses.notFound': {
    de: 'Die Adresse wurde nicht gefunden.',
    en: 'The address was not found.',
    fr: 'L’adresse est introuvable.',
    it: 'L’indirizzo non è stato trovato.',
    es: 'No se ha encontrado la dirección.',
    pt: 'A morada não foi encontrada.',
  },
  'presets.notFound': {
    de: 'Diese Vorlage existiert nicht.',
    en: 'This preset does not exist.',
    fr: 'Ce modèle n’existe pas.',
    it: 'Questo modello non esiste.',
    es: 'Esta plantilla no existe.',
    pt: 'Este modelo não existe.',
  },
  'images.notFound': {
    de: 'Dieses Bild existiert nicht.',
    en: 'This image does not exist.',
    fr: 'Cette image n’existe pas.',
    it: 'Questa immagine non esiste.',
    es: 'Esta imagen no existe.',
    pt: 'Esta imagem não existe.',
  },
  'pdf.loginRequired': {
    de: 'Bitte melden Sie sich an, um ein PDF-Dokument zu erstellen.',
    en: 'Please log in to create a PDF document.',
    fr: 'Veuillez vous connecter pour créer un document PDF.',
    it: 'Accedi per creare un documento PDF.',
    es: 'Inicie sesión para crear un documento PDF.',
    pt: 'Inicie sessão para criar um documento PDF.',
  },
  'pdf.verifyEmail': {
    de: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, um ein PDF-Dokument zu erstellen.',
    en: 'Please confirm your e-mail address to create a PDF document.',
    fr: 'Veuillez confirmer votre adresse e-mail pour créer un document PDF.',
    it: 'Conferma il tuo indirizzo e-mail per creare un documento PDF.',
    es: 'Confirme su dirección de correo electrónico para crear un documento PDF.',
    pt: 'Confirme o seu endereço de e-mail para criar um documento PDF.',
  },
  'lists.cannotSortBy': {
    de: 'Die Liste kann nicht nach "{{key}}" sortiert werden.',
    en: 'The list cannot be sorted by "{{key}}".',
    fr: 'La liste ne peut pas être triée par « {{key}} ».',
    it: 'L’elenco non può essere ordinato per "{{key}}".',
    es: 'La lista no se puede ordenar por "{{key}}".',
    pt: 'A lista não pode ser ordenada por "{{key}}".',
  },
  'lists.noSuchFilter': {
    de: 'Es gibt keinen Filter "{{name}}".',
    en: 'There is no filter "{{name}}".',
    fr: 'Il n’existe pas de filtre « {{name}} ».',
    it: 'Non esiste il filtro "{{name}}".',
    es: 'No existe el filtro "{{name}}".',
    pt: 'Não existe o filtro "{{name}}".',
  },
};
