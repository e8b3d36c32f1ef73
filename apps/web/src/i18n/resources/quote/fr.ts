/** Textes de la zone "quote" en fr : la demande de devis, ses adresses et consentements. */
export const quoteFr = {
  open: 'Demander un devis',
  title: 'Demander un devis',
  message: 'Votre message',
  submit: 'Envoyer la demande',
  address: {
    billingTitle: 'Adresse',
    deliveryTitle: 'Adresse de livraison',
    useDelivery: 'Livrer à une autre adresse',
    new: 'Nouvelle adresse',
    edit: "Modifier l'adresse",
    delete: "Supprimer l'adresse",
    save: "Enregistrer l'adresse",
    fields: {
      organization: 'Société',
      contactPerson: 'Personne de contact',
      vat_id: 'N° de TVA',
      given_name: 'Prénom',
      family_name: 'Nom',
      street: 'Rue et numéro',
      postal_code: 'Code postal',
      city: 'Ville',
      country: 'Pays',
      phone: 'Téléphone',
      email: 'Adresse e-mail',
    },
  },
  consents: {
    contact: "J'accepte d'être contacté au sujet de cette demande et que mes données soient enregistrées à cette fin.",
    call: 'Je souhaite un entretien de conseil.',
    newsletter: 'Envoyez-moi la newsletter (trimestrielle).',
  },
  validation: {
    required: 'Veuillez remplir ce champ.',
    nameOrOrganization: 'Veuillez indiquer une société ou un nom.',
    address: 'Veuillez choisir une adresse.',
    consentContact: "Veuillez accepter d'être contacté et l'enregistrement de vos données.",
  },
  verify: {
    text: "Avant d'envoyer une demande, veuillez confirmer votre adresse e-mail {{email}} avec le lien que nous vous avons envoyé. Vos saisies sont conservées.",
    resend: "Renvoyer l'e-mail",
    continue: "C'est confirmé, continuer",
    stillUnverified: "Votre adresse e-mail n'est pas encore confirmée. Veuillez d'abord ouvrir le lien dans l'e-mail.",
  },
  errors: {
    conflict: 'Une autre demande a déjà été envoyée avec cette tentative. Veuillez vérifier vos saisies et renvoyer.',
    notAllowed: 'Cette configuration ou cette adresse ne vous est pas accessible. Veuillez vérifier votre choix.',
  },
  done: {
    title: 'Merci pour votre demande',
    text: 'Nous avons bien reçu votre demande et envoyé une confirmation à {{email}}. Nous vous contacterons prochainement.',
  },
};
