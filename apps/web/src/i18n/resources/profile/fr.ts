import type { TranslationTree } from '../en.ts';
import type { profileEn } from './en.ts';

/** Texts of the Profile screen in fr; same keys as en.ts beside this file. */
export const profileFr: TranslationTree<typeof profileEn> = {
  title: 'Mon profil',
  menuItem: 'Mon profil…',
  loginToProfile: 'Veuillez vous connecter pour voir votre profil.',
  savedTitle: 'Enregistré',
  details: {
    title: 'Informations personnelles',
    submit: 'Enregistrer les informations',
    saved: 'Vos informations ont été enregistrées.',
  },
  email: {
    title: 'Adresse e-mail',
    current: 'Vous vous connectez avec {{email}}.',
    newEmail: 'Nouvelle adresse e-mail',
    submit: 'Modifier l’adresse e-mail',
    pending:
      'En attente de confirmation : {{email}}. Ouvrez le lien envoyé à cette adresse ; d’ici là, vous continuez à vous connecter avec votre adresse actuelle.',
    sentTitle: 'Lien de confirmation envoyé',
    sent: 'Nous avons envoyé un lien de confirmation à {{email}}.',
  },
  password: {
    title: 'Mot de passe',
    current: 'Mot de passe actuel',
    submit: 'Changer le mot de passe',
    saved: 'Votre mot de passe a été changé. Vos autres appareils ont été déconnectés.',
  },
  export: {
    title: 'Télécharger mes données',
    intro: 'Un fichier JSON avec votre compte, vos adresses, vos bars et vos demandes.',
    submit: 'Télécharger mes données',
    done: 'Vos données ont été téléchargées.',
  },
  delete: {
    title: 'Supprimer mon compte',
    intro:
      'Votre compte, vos adresses et vos bars sont supprimés définitivement. Les demandes envoyées restent chez nous, sans votre nom ni vos coordonnées.',
    submit: 'Supprimer mon compte…',
    confirmTitle: 'Supprimer votre compte ?',
    confirmText: 'Saisissez votre mot de passe pour confirmer. Cette action est irréversible.',
    confirm: 'Supprimer définitivement mon compte',
    doneTitle: 'Compte supprimé',
    done: 'Votre compte a été supprimé.',
  },
  confirmEmail: {
    title: 'Nouvelle adresse e-mail',
    changed: 'Votre adresse e-mail a été modifiée. Vous vous connectez désormais avec la nouvelle adresse.',
    invalid: 'Ce lien de confirmation est invalide ou a déjà été utilisé.',
    expired: 'Ce lien de confirmation a expiré. Veuillez redemander la modification dans votre profil.',
    toProfile: 'Vers mon profil',
  },
};
