import type { Locale } from '@bar/domain/locale';
import { messagesOf } from '../../../i18n/messageTable.ts';

export type RecordMessage =
  | 'ownAdminFlag'
  | 'lastAdmin'
  | 'barNotFound'
  | 'barEmpty'
  | 'barInvalid'
  | 'verificationMailSent'
  | 'userAlreadyVerified'
  | 'userNotFound'
  | 'inquiryNotFound'
  | 'inquiryNoRecipient'
  | 'assigneeNotAdmin'
  | 'presetUnfit'
  | 'presetNeedsThumbnail';

/** Answers of the admin record routes that need more than a schema message, in the request's language. */
export const RECORD_MESSAGES: Record<RecordMessage, Record<Locale, string>> = {
  /** 409: a reply needs an e-mail address, and the inquiry names none any more. */
  inquiryNoRecipient: {
    de: 'Für diese Anfrage ist keine E-Mail-Adresse des Kunden mehr bekannt.',
    en: 'This inquiry no longer has a customer e-mail address to reply to.',
    fr: 'Cette demande n’a plus d’adresse e-mail du client à laquelle répondre.',
    it: 'Questa richiesta non ha più un indirizzo e-mail del cliente a cui rispondere.',
    es: 'Esta solicitud ya no tiene una dirección de correo del cliente a la que responder.',
    pt: 'Este pedido já não tem um endereço de e-mail do cliente para responder.',
  },
  /** 422: only an administrator may be given an inquiry. */
  assigneeNotAdmin: {
    de: 'Eine Anfrage kann nur einem Administrator zugewiesen werden.',
    en: 'An inquiry can only be assigned to an administrator.',
    fr: 'Une demande ne peut être attribuée qu’à un administrateur.',
    it: 'Una richiesta può essere assegnata solo a un amministratore.',
    es: 'Una solicitud solo puede asignarse a un administrador.',
    pt: 'Um pedido só pode ser atribuído a um administrador.',
  },
  ownAdminFlag: {
    de: 'Sie können sich die Administratorrechte nicht selbst entziehen.',
    en: 'You cannot remove your own administrator rights.',
    fr: 'Vous ne pouvez pas retirer vos propres droits d’administrateur.',
    it: 'Non puoi revocare i tuoi diritti di amministratore.',
    es: 'No puede quitarse sus propios derechos de administrador.',
    pt: 'Não pode retirar os seus próprios direitos de administrador.',
  },
  /** 409: the change would leave nobody able to open the admin area. */
  lastAdmin: {
    de: '{{email}} ist der letzte Administrator. Machen Sie zuerst einen anderen Benutzer zum Administrator.',
    en: '{{email}} is the last administrator. Make another user an administrator first.',
    fr: '{{email}} est le dernier administrateur. Nommez d’abord un autre utilisateur administrateur.',
    it: '{{email}} è l’ultimo amministratore. Nomina prima un altro utente amministratore.',
    es: '{{email}} es el último administrador. Primero haga administrador a otro usuario.',
    pt: '{{email}} é o último administrador. Torne primeiro outro utilizador administrador.',
  },
  verificationMailSent: {
    de: 'Ein neuer Bestätigungslink wurde an die E-Mail-Adresse des Benutzers gesendet.',
    en: "A new verification link has been sent to the user's e-mail address.",
    fr: 'Un nouveau lien de confirmation a été envoyé à l’adresse e-mail de l’utilisateur.',
    it: 'Un nuovo link di conferma è stato inviato all’indirizzo e-mail dell’utente.',
    es: 'Se ha enviado un nuevo enlace de confirmación a la dirección de correo del usuario.',
    pt: 'Foi enviado um novo link de confirmação para o endereço de e-mail do utilizador.',
  },
  userAlreadyVerified: {
    de: 'Die E-Mail-Adresse dieses Benutzers ist bereits bestätigt; es wurde nichts gesendet.',
    en: "This user's e-mail address is already verified; nothing was sent.",
    fr: 'L’adresse e-mail de cet utilisateur est déjà confirmée ; rien n’a été envoyé.',
    it: 'L’indirizzo e-mail di questo utente è già confermato; non è stato inviato nulla.',
    es: 'La dirección de correo de este usuario ya está confirmada; no se ha enviado nada.',
    pt: 'O endereço de e-mail deste utilizador já está confirmado; nada foi enviado.',
  },
  barNotFound: {
    de: 'Diese Konfiguration existiert nicht.',
    en: 'This configuration does not exist.',
    fr: 'Cette configuration n’existe pas.',
    it: 'Questa configurazione non esiste.',
    es: 'Esta configuración no existe.',
    pt: 'Esta configuração não existe.',
  },
  barEmpty: {
    de: 'Diese Konfiguration enthält noch keine Module.',
    en: 'This configuration has no modules yet.',
    fr: 'Cette configuration ne contient encore aucun module.',
    it: 'Questa configurazione non contiene ancora moduli.',
    es: 'Esta configuración todavía no tiene módulos.',
    pt: 'Esta configuração ainda não tem módulos.',
  },
  barInvalid: {
    de: 'Diese Konfiguration passt nicht mehr zum aktuellen Katalog.',
    en: 'This configuration no longer fits the current catalogue.',
    fr: 'Cette configuration ne correspond plus au catalogue actuel.',
    it: 'Questa configurazione non corrisponde più al catalogo attuale.',
    es: 'Esta configuración ya no se ajusta al catálogo actual.',
    pt: 'Esta configuração já não corresponde ao catálogo atual.',
  },
  userNotFound: {
    de: 'Dieser Benutzer existiert nicht.',
    en: 'This user does not exist.',
    fr: 'Cet utilisateur n’existe pas.',
    it: 'Questo utente non esiste.',
    es: 'Este usuario no existe.',
    pt: 'Este utilizador não existe.',
  },
  inquiryNotFound: {
    de: 'Diese Anfrage existiert nicht.',
    en: 'This inquiry does not exist.',
    fr: 'Cette demande n’existe pas.',
    it: 'Questa richiesta non esiste.',
    es: 'Esta solicitud no existe.',
    pt: 'Este pedido não existe.',
  },
  /** 422 on `is_active` when a deactivated preset's document no longer passes a save's check. */
  presetNeedsThumbnail: {
    de: 'Eine Vorlage wird erst mit Vorschaubild aktiviert: Bitte zuerst ein Vorschaubild erstellen.',
    en: 'A preset can only be activated once it has a thumbnail: please render one first.',
    fr: 'Un modèle ne peut être activé qu’avec une miniature : veuillez d’abord en créer une.',
    it: 'Un modello può essere attivato solo con una miniatura: creane prima una.',
    es: 'Una plantilla solo puede activarse con una miniatura: cree primero una.',
    pt: 'Um modelo só pode ser ativado com uma miniatura: crie primeiro uma.',
  },
  presetUnfit: {
    de: 'Diese Vorlage passt nicht mehr zum aktuellen Katalog und kann daher nicht wieder aktiviert werden ({{problem}}).',
    en: 'This preset no longer fits the current catalogue, so it cannot be reactivated ({{problem}}).',
    fr: 'Ce modèle ne correspond plus au catalogue actuel et ne peut donc pas être réactivé ({{problem}}).',
    it: 'Questo modello non corrisponde più al catalogo attuale, quindi non può essere riattivato ({{problem}}).',
    es: 'Esta plantilla ya no se ajusta al catálogo actual, por lo que no se puede reactivar ({{problem}}).',
    pt: 'Este modelo já não corresponde ao catálogo atual, por isso não pode ser reativado ({{problem}}).',
  },
};

/** `{{problem}}` (presetUnfit): the first rule and violation of the document's check, already in the request's language. */
export const recordMessage = messagesOf(RECORD_MESSAGES);
