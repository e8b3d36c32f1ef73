import type { Locale } from '@bar/domain/locale';

/** Placeholders: `{{id}}` inquiry number, `{{bar}}` bar name, `{{customer}}` name and e-mail, `{{country}}`. */
export type InquiryMailTexts = {
  customerSubject: string;
  customerGreeting: string;
  customerIntro: string;
  customerOutro: string;
  adminSubject: string;
  adminIntro: string;
  adminOpen: string;
  labelAddress: string;
  labelDeliveryAddress: string;
  labelMessage: string;
  labelTotal: string;
  /** `{{owned}}`: units of the bar the customer already owns, taken off the parts list. */
  toOrderOnly: string;
  labelConsents: string;
  consentCall: string;
  consentNewsletter: string;
  yes: string;
  no: string;
};

/** The inquiry e-mails in every language the product speaks; each goes out in its reader's language. */
export const INQUIRY_MAIL_TEXTS: Record<Locale, InquiryMailTexts> = {
  de: {
    customerSubject: 'Ihre Anfrage Nr. {{id}} ist eingegangen',
    customerGreeting: 'Hallo {{name}},',
    customerIntro:
      'vielen Dank für Ihre Anfrage zur Bar „{{bar}}“. Wir haben sie erhalten und melden uns in Kürze bei Ihnen.',
    customerOutro: 'Ihre Angaben im Überblick:',
    adminSubject: 'Neue Anfrage Nr. {{id}} aus {{country}}',
    adminIntro: '{{customer}} hat eine Anfrage zur Bar „{{bar}}“ gesendet.',
    adminOpen: 'Anfrage öffnen:',
    labelAddress: 'Adresse',
    labelDeliveryAddress: 'Lieferadresse',
    labelMessage: 'Nachricht',
    labelTotal: 'Summe (netto)',
    toOrderOnly:
      'Nur die noch zu bestellenden Teile angefragt: {{owned}} Teile aus dem eigenen Bestand wurden abgezogen.',
    labelConsents: 'Einwilligungen',
    consentCall: 'Beratungstermin (Anruf)',
    consentNewsletter: 'Newsletter (vierteljährlich)',
    yes: 'ja',
    no: 'nein',
  },
  en: {
    customerSubject: 'Your inquiry no. {{id}} has been received',
    customerGreeting: 'Hello {{name}},',
    customerIntro:
      'thank you for your inquiry about the bar “{{bar}}”. We have received it and will get back to you shortly.',
    customerOutro: 'Your details at a glance:',
    adminSubject: 'New inquiry no. {{id}} from {{country}}',
    adminIntro: '{{customer}} sent an inquiry about the bar “{{bar}}”.',
    adminOpen: 'Open the inquiry:',
    labelAddress: 'Address',
    labelDeliveryAddress: 'Delivery address',
    labelMessage: 'Message',
    labelTotal: 'Total (net)',
    toOrderOnly: 'Only the parts still to order were requested: {{owned}} parts already owned were subtracted.',
    labelConsents: 'Consents',
    consentCall: 'Consultation appointment (call)',
    consentNewsletter: 'Newsletter (quarterly)',
    yes: 'yes',
    no: 'no',
  },
  fr: {
    customerSubject: 'Votre demande n° {{id}} a bien été reçue',
    customerGreeting: 'Bonjour {{name}},',
    customerIntro:
      'merci pour votre demande concernant le bar « {{bar}} ». Nous l’avons bien reçue et reviendrons vers vous très prochainement.',
    customerOutro: 'Récapitulatif de vos informations :',
    adminSubject: 'Nouvelle demande n° {{id}} de {{country}}',
    adminIntro: '{{customer}} a envoyé une demande concernant le bar « {{bar}} ».',
    adminOpen: 'Ouvrir la demande :',
    labelAddress: 'Adresse',
    labelDeliveryAddress: 'Adresse de livraison',
    labelMessage: 'Message',
    labelTotal: 'Total (HT)',
    toOrderOnly:
      'Seules les pièces restant à commander sont demandées : {{owned}} pièces déjà possédées ont été déduites.',
    labelConsents: 'Consentements',
    consentCall: 'Rendez-vous conseil (appel)',
    consentNewsletter: 'Newsletter (trimestrielle)',
    yes: 'oui',
    no: 'non',
  },
  it: {
    customerSubject: 'Abbiamo ricevuto la tua richiesta n. {{id}}',
    customerGreeting: 'Ciao {{name}},',
    customerIntro:
      'grazie per la tua richiesta relativa al bar «{{bar}}». L’abbiamo ricevuta e ti contatteremo a breve.',
    customerOutro: 'Riepilogo dei tuoi dati:',
    adminSubject: 'Nuova richiesta n. {{id}} da {{country}}',
    adminIntro: '{{customer}} ha inviato una richiesta relativa al bar «{{bar}}».',
    adminOpen: 'Apri la richiesta:',
    labelAddress: 'Indirizzo',
    labelDeliveryAddress: 'Indirizzo di consegna',
    labelMessage: 'Messaggio',
    labelTotal: 'Totale (netto)',
    toOrderOnly:
      'Richiesti solo i componenti ancora da ordinare: sono stati detratti {{owned}} componenti già posseduti.',
    labelConsents: 'Consensi',
    consentCall: 'Appuntamento di consulenza (chiamata)',
    consentNewsletter: 'Newsletter (trimestrale)',
    yes: 'sì',
    no: 'no',
  },
  es: {
    customerSubject: 'Hemos recibido su solicitud n.º {{id}}',
    customerGreeting: 'Hola {{name}}:',
    customerIntro:
      'gracias por su solicitud sobre la barra «{{bar}}». La hemos recibido y nos pondremos en contacto con usted en breve.',
    customerOutro: 'Resumen de sus datos:',
    adminSubject: 'Nueva solicitud n.º {{id}} de {{country}}',
    adminIntro: '{{customer}} ha enviado una solicitud sobre la barra «{{bar}}».',
    adminOpen: 'Abrir la solicitud:',
    labelAddress: 'Dirección',
    labelDeliveryAddress: 'Dirección de entrega',
    labelMessage: 'Mensaje',
    labelTotal: 'Total (neto)',
    toOrderOnly:
      'Solo se solicitan las piezas que quedan por pedir: se han descontado {{owned}} piezas que ya se tienen.',
    labelConsents: 'Consentimientos',
    consentCall: 'Cita de asesoramiento (llamada)',
    consentNewsletter: 'Boletín (trimestral)',
    yes: 'sí',
    no: 'no',
  },
  pt: {
    customerSubject: 'Recebemos o seu pedido n.º {{id}}',
    customerGreeting: 'Olá {{name}},',
    customerIntro:
      'obrigado pelo seu pedido sobre o bar «{{bar}}». Recebemo-lo e entraremos em contacto consigo em breve.',
    customerOutro: 'Resumo dos seus dados:',
    adminSubject: 'Novo pedido n.º {{id}} de {{country}}',
    adminIntro: '{{customer}} enviou um pedido sobre o bar «{{bar}}».',
    adminOpen: 'Abrir o pedido:',
    labelAddress: 'Morada',
    labelDeliveryAddress: 'Morada de entrega',
    labelMessage: 'Mensagem',
    labelTotal: 'Total (líquido)',
    toOrderOnly: 'Apenas as peças ainda a encomendar foram pedidas: foram descontadas {{owned}} peças já existentes.',
    labelConsents: 'Consentimentos',
    consentCall: 'Reunião de aconselhamento (chamada)',
    consentNewsletter: 'Newsletter (trimestral)',
    yes: 'sim',
    no: 'não',
  },
};
