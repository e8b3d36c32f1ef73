export const adminRecordsFr = {
  form: {
    save: 'Enregistrer',
    savedTitle: 'Enregistré',
    saved: 'Les modifications ont été enregistrées.',
    unsaved: 'Modifications non enregistrées',
    notFound: "Cet enregistrement n'existe pas (ou plus).",
    loadFailed: "L'enregistrement n'a pas pu être chargé. Veuillez réessayer.",
    leaveTitle: 'Quitter sans enregistrer ?',
    leaveMessage:
      'Cette page contient des modifications non enregistrées. Si vous la quittez maintenant, elles seront perdues.',
    stay: 'Rester ici',
    leave: 'Quitter sans enregistrer',
  },
};
