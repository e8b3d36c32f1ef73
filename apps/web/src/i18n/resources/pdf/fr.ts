/** Texts of the "pdf" area in fr; same keys as en.ts beside this file. */
export const pdfFr = {
  menuItem: 'Créer un PDF…',
  title: 'Liste des pièces en PDF',
  intro: 'Le PDF contient des images du bar (avant, arrière, vue 3D) et la liste des pièces avec les prix.',
  noScene:
    "Aucune vue 3D n'est ouverte, le PDF n'aura donc pas d'images. Ouvrez d'abord l'onglet Bar ou Vue 3D pour les inclure.",
  mailHint:
    'Par e-mail, le PDF parvient à {{email}} en quelques minutes. Si vous modifiez le bar entre-temps, les images et la liste des pièces peuvent différer.',
  download: 'Télécharger maintenant',
  mail: 'Envoyer par e-mail',
  close: 'Fermer',
  steps: {
    capturing: 'Prise des images du bar…',
    uploading: 'Envoi des images…',
    creating: 'Création du PDF…',
  },
  downloaded: 'Le PDF a été téléchargé.',
  mailed: 'Le PDF est en route vers {{email}}.',
  resend: "Renvoyer l'e-mail de confirmation",
  problems: {
    loginRequired: 'Veuillez vous connecter pour créer un document PDF',
    unverified: "Veuillez d'abord confirmer votre adresse e-mail, vous pourrez ensuite créer un document PDF.",
    forbidden: "Vous n'avez pas les droits nécessaires pour créer un PDF de cette configuration.",
    removed: 'Cette configuration a été supprimée.',
    timeout: 'La création du PDF a pris trop de temps. Veuillez réessayer ou le faire envoyer par e-mail.',
    failed: "Le PDF n'a pas pu être créé. Veuillez réessayer.",
  },
};
