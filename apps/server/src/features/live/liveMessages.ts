import type { MessageTable } from '../../i18n/messageTable.ts';

/** The live channel's messages, registered as `live.<name>`. */
export const LIVE_MESSAGES = {
  barFull: {
    de: 'Diese Konfiguration hat schon 20 Live-Teilnehmer. Bitte versuchen Sie es später noch einmal.',
    en: 'This configuration already has 20 live participants. Please try again later.',
    fr: 'Cette configuration compte déjà 20 participants en direct. Veuillez réessayer plus tard.',
    it: 'Questa configurazione ha già 20 partecipanti in diretta. Riprova più tardi.',
    es: 'Esta configuración ya tiene 20 participantes en directo. Inténtelo de nuevo más tarde.',
    pt: 'Esta configuração já tem 20 participantes em direto. Tente novamente mais tarde.',
  },
  sessionFull: {
    de: 'Sie haben schon 10 Live-Ansichten geöffnet. Schließen Sie eine, um eine weitere zu öffnen.',
    en: 'You already have 10 live views open. Close one to open another.',
    fr: 'Vous avez déjà 10 vues en direct ouvertes. Fermez-en une pour en ouvrir une autre.',
    it: 'Hai già 10 viste in diretta aperte. Chiudine una per aprirne un’altra.',
    es: 'Ya tiene 10 vistas en directo abiertas. Cierre una para abrir otra.',
    pt: 'Já tem 10 vistas em direto abertas. Feche uma para abrir outra.',
  },
  tooFast: {
    de: 'Zu viele Aktualisierungen in kurzer Zeit. Bitte etwas langsamer.',
    en: 'Too many updates in a short time. Please slow down.',
    fr: 'Trop de mises à jour en peu de temps. Veuillez ralentir.',
    it: 'Troppi aggiornamenti in poco tempo. Rallenta, per favore.',
    es: 'Demasiadas actualizaciones en poco tiempo. Vaya más despacio.',
    pt: 'Demasiadas atualizações em pouco tempo. Abrande, por favor.',
  },
  notJoined: {
    de: 'Diese Live-Ansicht ist nicht mehr verbunden. Bitte laden Sie die Seite neu.',
    en: 'This live view is no longer connected. Please reload the page.',
    fr: 'Cette vue en direct n’est plus connectée. Veuillez recharger la page.',
    it: 'Questa vista in diretta non è più collegata. Ricarica la pagina.',
    es: 'Esta vista en directo ya no está conectada. Vuelva a cargar la página.',
    pt: 'Esta vista em direto já não está ligada. Recarregue a página.',
  },
  consultationNoBar: {
    de: 'Zu dieser Anfrage gibt es keine Konfiguration des Kunden (mehr), der Sie live beitreten könnten.',
    en: 'This inquiry has no customer configuration (any more) to join live.',
    fr: 'Cette demande n’a (plus) de configuration du client à rejoindre en direct.',
    it: 'Questa richiesta non ha (più) una configurazione del cliente a cui unirsi in diretta.',
    es: 'Esta solicitud no tiene (ya) ninguna configuración del cliente a la que unirse en directo.',
    pt: 'Este pedido não tem (já) nenhuma configuração do cliente a que se juntar em direto.',
  },
  consultationTaken: {
    de: '{{email}} arbeitet bereits live an dieser Konfiguration. Es kann nur eine Beratung zugleich offen sein.',
    en: '{{email}} is already working on this configuration live. Only one consultation can be open at a time.',
    fr: '{{email}} travaille déjà en direct sur cette configuration. Une seule consultation peut être ouverte à la fois.',
    it: '{{email}} sta già lavorando in diretta su questa configurazione. Può essere aperta una sola consulenza alla volta.',
    es: '{{email}} ya está trabajando en directo en esta configuración. Solo puede haber una asesoría abierta a la vez.',
    pt: '{{email}} já está a trabalhar em direto nesta configuração. Só pode estar aberta uma consultoria de cada vez.',
  },
  noConsultation: {
    de: 'Zu dieser Konfiguration ist keine Live-Beratung offen.',
    en: 'No live consultation is open on this configuration.',
    fr: 'Aucune consultation en direct n’est ouverte sur cette configuration.',
    it: 'Nessuna consulenza in diretta è aperta su questa configurazione.',
    es: 'No hay ninguna asesoría en directo abierta en esta configuración.',
    pt: 'Não há nenhuma consultoria em direto aberta nesta configuração.',
  },
} satisfies MessageTable;
