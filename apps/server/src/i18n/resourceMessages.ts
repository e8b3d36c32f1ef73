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
  | 'bars.revisionNotKept'
  | 'bars.presetMissing'
  | 'bars.patchOperation'
  | 'bars.patchPathMissing'
  | 'bars.patchFromMissing'
  | 'bars.patchCannotAdd'
  | 'bars.patchBadIndex'
  | 'bars.patchIndexBeyond'
  | 'bars.patchTestFailed'
  | 'bars.patchInvalid'
  | 'bars.patchTooLarge'
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
  'bars.revisionNotKept': {
    de: 'Diese Version der Konfiguration ist nicht (mehr) gespeichert.',
    en: 'This version of the configuration is not (or no longer) kept.',
    fr: 'Cette version de la configuration n’est pas (ou plus) conservée.',
    it: 'Questa versione della configurazione non è (più) conservata.',
    es: 'Esta versión de la configuración no se conserva (o ya no).',
    pt: 'Esta versão da configuração não está (ou já não está) guardada.',
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
  'bars.patchOperation': {
    de: 'Patch-Operation {{number}}: {{reason}}',
    en: 'Patch operation {{number}}: {{reason}}',
    fr: 'Opération {{number}} du patch : {{reason}}',
    it: 'Operazione {{number}} della patch: {{reason}}',
    es: 'Operación {{number}} del parche: {{reason}}',
    pt: 'Operação {{number}} do patch: {{reason}}',
  },
  'bars.patchPathMissing': {
    de: 'Dieser Pfad existiert in der Konfiguration nicht.',
    en: 'This path does not exist in the configuration.',
    fr: 'Ce chemin n’existe pas dans la configuration.',
    it: 'Questo percorso non esiste nella configurazione.',
    es: 'Esta ruta no existe en la configuración.',
    pt: 'Este caminho não existe na configuração.',
  },
  'bars.patchFromMissing': {
    de: 'Der Pfad in "from" existiert in der Konfiguration nicht.',
    en: 'The "from" path does not exist in the configuration.',
    fr: 'Le chemin « from » n’existe pas dans la configuration.',
    it: 'Il percorso "from" non esiste nella configurazione.',
    es: 'La ruta "from" no existe en la configuración.',
    pt: 'O caminho "from" não existe na configuração.',
  },
  'bars.patchCannotAdd': {
    de: 'An diesem Pfad kann nichts hinzugefügt werden.',
    en: 'Nothing can be added at this path.',
    fr: 'Rien ne peut être ajouté à ce chemin.',
    it: 'Non è possibile aggiungere nulla a questo percorso.',
    es: 'No se puede añadir nada en esta ruta.',
    pt: 'Não é possível adicionar nada neste caminho.',
  },
  'bars.patchBadIndex': {
    de: 'Dies ist keine gültige Listenposition.',
    en: 'This is not a valid list position.',
    fr: 'Ce n’est pas une position de liste valide.',
    it: 'Questa non è una posizione valida nell’elenco.',
    es: 'No es una posición válida de la lista.',
    pt: 'Esta não é uma posição válida da lista.',
  },
  'bars.patchIndexBeyond': {
    de: 'Diese Listenposition liegt hinter dem Ende der Liste.',
    en: 'This list position is beyond the end of the list.',
    fr: 'Cette position se trouve après la fin de la liste.',
    it: 'Questa posizione è oltre la fine dell’elenco.',
    es: 'Esta posición está más allá del final de la lista.',
    pt: 'Esta posição está para lá do fim da lista.',
  },
  'bars.patchTestFailed': {
    de: 'Der Wert weicht von dem ab, den der Test erwartet.',
    en: 'The value differs from the one the test expects.',
    fr: 'La valeur diffère de celle attendue par le test.',
    it: 'Il valore è diverso da quello atteso dal test.',
    es: 'El valor difiere del que espera la prueba.',
    pt: 'O valor difere do que o teste espera.',
  },
  'bars.patchInvalid': {
    de: 'Diese Operation kann nicht angewendet werden.',
    en: 'This operation cannot be applied.',
    fr: 'Cette opération ne peut pas être appliquée.',
    it: 'Questa operazione non può essere applicata.',
    es: 'Esta operación no se puede aplicar.',
    pt: 'Esta operação não pode ser aplicada.',
  },
  'bars.patchTooLarge': {
    de: 'Dieser Patch ist zu groß: Er würde mehr schreiben, als eine Speicherung senden darf ({{max}} Bytes).',
    en: 'This patch is too large: it would write more than a save may send ({{max}} bytes).',
    fr: 'Ce patch est trop volumineux : il écrirait plus qu’un enregistrement ne peut envoyer ({{max}} octets).',
    it: 'Questa patch è troppo grande: scriverebbe più di quanto un salvataggio possa inviare ({{max}} byte).',
    es: 'Este parche es demasiado grande: escribiría más de lo que puede enviar un guardado ({{max}} bytes).',
    pt: 'Este patch é demasiado grande: escreveria mais do que um salvamento pode enviar ({{max}} bytes).',
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
