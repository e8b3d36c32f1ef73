import type { ConsultationTimeWindow, ConsultationTopic } from '@bar/contracts/consultations';
import type { Locale } from '@bar/domain/locale';

/** Placeholders: `{{id}}` request number, `{{customer}}` name and e-mail, `{{country}}`. */
export type ConsultationMailTexts = {
  adminSubject: string;
  adminIntro: string;
  adminOpen: string;
  labelName: string;
  labelEmail: string;
  labelPhone: string;
  labelCountry: string;
  labelTime: string;
  labelTopic: string;
  labelMessage: string;
  times: Record<ConsultationTimeWindow, string>;
  topics: Record<ConsultationTopic, string>;
};

/** The administrators' notification of a consultation request, in each administrator's language. */
export const CONSULTATION_MAIL_TEXTS: Record<Locale, ConsultationMailTexts> = {
  de: {
    adminSubject: 'Neue Beratungsanfrage Nr. {{id}} aus {{country}}',
    adminIntro: '{{customer}} bittet um einen Rückruf zur Beratung.',
    adminOpen: 'Anfrage öffnen:',
    labelName: 'Name',
    labelEmail: 'E-Mail',
    labelPhone: 'Telefon',
    labelCountry: 'Land',
    labelTime: 'Bevorzugte Zeit',
    labelTopic: 'Thema',
    labelMessage: 'Nachricht',
    times: { morning: 'vormittags', midday: 'mittags', afternoon: 'nachmittags', anytime: 'jederzeit' },
    topics: {
      planning: 'Planung der Bar',
      branding: 'Branding und Logos',
      delivery: 'Lieferung und Aufbau',
      pricing: 'Preise und Angebot',
      other: 'Sonstiges',
    },
  },
  en: {
    adminSubject: 'New consultation request no. {{id}} from {{country}}',
    adminIntro: '{{customer}} asks to be called back for a consultation.',
    adminOpen: 'Open the request:',
    labelName: 'Name',
    labelEmail: 'E-mail',
    labelPhone: 'Phone',
    labelCountry: 'Country',
    labelTime: 'Preferred time',
    labelTopic: 'Topic',
    labelMessage: 'Message',
    times: { morning: 'morning', midday: 'midday', afternoon: 'afternoon', anytime: 'any time' },
    topics: {
      planning: 'Planning the bar',
      branding: 'Branding and logos',
      delivery: 'Delivery and set-up',
      pricing: 'Prices and quote',
      other: 'Something else',
    },
  },
  fr: {
    adminSubject: 'Nouvelle demande de conseil n° {{id}} ({{country}})',
    adminIntro: '{{customer}} souhaite être rappelé(e) pour un conseil.',
    adminOpen: 'Ouvrir la demande :',
    labelName: 'Nom',
    labelEmail: 'E-mail',
    labelPhone: 'Téléphone',
    labelCountry: 'Pays',
    labelTime: 'Créneau souhaité',
    labelTopic: 'Sujet',
    labelMessage: 'Message',
    times: { morning: 'le matin', midday: 'le midi', afternoon: "l'après-midi", anytime: 'à tout moment' },
    topics: {
      planning: 'Conception du bar',
      branding: 'Habillage et logos',
      delivery: 'Livraison et montage',
      pricing: 'Prix et devis',
      other: 'Autre sujet',
    },
  },
  it: {
    adminSubject: 'Nuova richiesta di consulenza n. {{id}} da {{country}}',
    adminIntro: '{{customer}} chiede di essere richiamato per una consulenza.',
    adminOpen: 'Apri la richiesta:',
    labelName: 'Nome',
    labelEmail: 'E-mail',
    labelPhone: 'Telefono',
    labelCountry: 'Paese',
    labelTime: 'Fascia oraria preferita',
    labelTopic: 'Argomento',
    labelMessage: 'Messaggio',
    times: { morning: 'mattina', midday: 'mezzogiorno', afternoon: 'pomeriggio', anytime: 'in qualsiasi momento' },
    topics: {
      planning: 'Progettazione del bar',
      branding: 'Branding e loghi',
      delivery: 'Consegna e montaggio',
      pricing: 'Prezzi e preventivo',
      other: 'Altro',
    },
  },
  es: {
    adminSubject: 'Nueva solicitud de asesoramiento n.º {{id}} de {{country}}',
    adminIntro: '{{customer}} pide que le llamen para un asesoramiento.',
    adminOpen: 'Abrir la solicitud:',
    labelName: 'Nombre',
    labelEmail: 'Correo electrónico',
    labelPhone: 'Teléfono',
    labelCountry: 'País',
    labelTime: 'Horario preferido',
    labelTopic: 'Tema',
    labelMessage: 'Mensaje',
    times: {
      morning: 'por la mañana',
      midday: 'al mediodía',
      afternoon: 'por la tarde',
      anytime: 'en cualquier momento',
    },
    topics: {
      planning: 'Diseño de la barra',
      branding: 'Branding y logotipos',
      delivery: 'Entrega y montaje',
      pricing: 'Precios y presupuesto',
      other: 'Otro tema',
    },
  },
  pt: {
    adminSubject: 'Novo pedido de aconselhamento n.º {{id}} de {{country}}',
    adminIntro: '{{customer}} pede para ser contactado por telefone para aconselhamento.',
    adminOpen: 'Abrir o pedido:',
    labelName: 'Nome',
    labelEmail: 'E-mail',
    labelPhone: 'Telefone',
    labelCountry: 'País',
    labelTime: 'Horário preferido',
    labelTopic: 'Assunto',
    labelMessage: 'Mensagem',
    times: { morning: 'de manhã', midday: 'ao meio-dia', afternoon: 'à tarde', anytime: 'a qualquer hora' },
    topics: {
      planning: 'Planeamento do bar',
      branding: 'Branding e logótipos',
      delivery: 'Entrega e montagem',
      pricing: 'Preços e orçamento',
      other: 'Outro assunto',
    },
  },
};
