import type { Locale } from '@bar/domain/locale';

/** Placeholders: `{{id}}` inquiry number, `{{name}}` the customer's name (may be empty). */
export type InquiryReplyTexts = {
  subject: string;
  greeting: string;
  intro: string;
  outro: string;
};

/** A staff reply to an inquiry, in the customer's language. */
export const INQUIRY_REPLY_TEXTS: Record<Locale, InquiryReplyTexts> = {
  de: {
    subject: 'Antwort auf Ihre Anfrage Nr. {{id}}',
    greeting: 'Hallo {{name}},',
    intro: 'zu Ihrer Anfrage Nr. {{id}} schreibt Ihnen unser Vertriebsteam:',
    outro: 'Antworten Sie einfach auf diese E-Mail, wenn Sie Fragen haben.',
  },
  en: {
    subject: 'Reply to your inquiry no. {{id}}',
    greeting: 'Hello {{name}},',
    intro: 'our sales team writes to you about your inquiry no. {{id}}:',
    outro: 'Simply reply to this e-mail if you have any questions.',
  },
  fr: {
    subject: 'Réponse à votre demande n° {{id}}',
    greeting: 'Bonjour {{name}},',
    intro: 'notre équipe commerciale vous écrit au sujet de votre demande n° {{id}} :',
    outro: 'Répondez simplement à cet e-mail si vous avez des questions.',
  },
  it: {
    subject: 'Risposta alla sua richiesta n. {{id}}',
    greeting: 'Buongiorno {{name}},',
    intro: 'il nostro team commerciale le scrive in merito alla sua richiesta n. {{id}}:',
    outro: 'Per qualsiasi domanda, risponda semplicemente a questa e-mail.',
  },
  es: {
    subject: 'Respuesta a su solicitud n.º {{id}}',
    greeting: 'Hola {{name}}:',
    intro: 'nuestro equipo comercial le escribe sobre su solicitud n.º {{id}}:',
    outro: 'Si tiene preguntas, simplemente responda a este correo.',
  },
  pt: {
    subject: 'Resposta ao seu pedido n.º {{id}}',
    greeting: 'Olá {{name}},',
    intro: 'a nossa equipa comercial escreve-lhe sobre o seu pedido n.º {{id}}:',
    outro: 'Se tiver perguntas, basta responder a este e-mail.',
  },
};
