import type { consultationEn } from './en.ts';

/** Textes de la zone « consultation » en français : la demande de rappel du bouton Conseil. */
export const consultationFr: typeof consultationEn = {
  formIntro: 'Dites-nous comment vous joindre et de quoi vous souhaitez parler ; nous vous rappellerons.',
  choice: {
    text: 'Vous souhaitez un conseil sur le bar ouvert ? Envoyez une demande de devis avec un rendez-vous téléphonique : nous vous appellerons avec votre configuration sous les yeux.',
    askAboutBar: 'Demander pour ce bar',
    callBack: 'Simplement me rappeler',
  },
  fields: {
    name: 'Nom',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    country: 'Pays',
    preferredTime: 'Quand pouvons-nous vous appeler ?',
    topic: 'Sujet',
    message: 'Votre message (facultatif)',
  },
  choose: 'Veuillez choisir',
  times: { morning: 'Le matin', midday: 'Le midi', afternoon: "L'après-midi", anytime: 'À tout moment' },
  topics: {
    planning: 'Conception du bar',
    branding: 'Habillage et logos',
    delivery: 'Livraison et montage',
    pricing: 'Prix et devis',
    other: 'Autre sujet',
  },
  consent: "J'accepte d'être contacté(e) au sujet de cette demande et que mes données soient enregistrées à cette fin.",
  submit: 'Demander un rappel',
  validation: {
    required: 'Veuillez remplir ce champ.',
    email: 'Veuillez saisir une adresse e-mail valide.',
    phone: 'Veuillez saisir un numéro de téléphone valide.',
    choose: 'Veuillez faire un choix.',
    consent: "Veuillez accepter d'être contacté(e) et l'enregistrement de vos données.",
  },
  errors: {
    conflict:
      'Une autre demande a déjà été envoyée avec cette tentative. Veuillez vérifier vos saisies et envoyer à nouveau.',
    throttled: 'Trop de demandes. Veuillez réessayer plus tard.',
  },
  done: {
    title: 'Merci pour votre demande',
    text: 'Nous avons bien reçu votre demande et vous rappellerons au {{phone}}.',
  },
};
