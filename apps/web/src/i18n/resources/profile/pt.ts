import type { TranslationTree } from '../en.ts';
import type { profileEn } from './en.ts';

/** Texts of the Profile screen in pt; same keys as en.ts beside this file. */
export const profilePt: TranslationTree<typeof profileEn> = {
  title: 'O meu perfil',
  menuItem: 'O meu perfil…',
  loginToProfile: 'Inicie sessão para ver o seu perfil.',
  savedTitle: 'Guardado',
  details: {
    title: 'Dados pessoais',
    submit: 'Guardar dados',
    saved: 'Os seus dados foram guardados.',
  },
  email: {
    title: 'Endereço de e-mail',
    current: 'Inicia sessão com {{email}}.',
    newEmail: 'Novo endereço de e-mail',
    submit: 'Alterar endereço de e-mail',
    pending:
      'A aguardar confirmação: {{email}}. Abra o link que enviámos para esse endereço; até lá continua a iniciar sessão com o seu endereço atual.',
    sentTitle: 'Link de confirmação enviado',
    sent: 'Enviámos um link de confirmação para {{email}}.',
  },
  password: {
    title: 'Palavra-passe',
    current: 'Palavra-passe atual',
    submit: 'Alterar palavra-passe',
    saved: 'A sua palavra-passe foi alterada. Os seus outros dispositivos terminaram a sessão.',
  },
  export: {
    title: 'Transferir os meus dados',
    intro: 'Um ficheiro JSON com a sua conta, endereços, bares e pedidos.',
    submit: 'Transferir os meus dados',
    done: 'Os seus dados foram transferidos.',
  },
  delete: {
    title: 'Eliminar a minha conta',
    intro:
      'A sua conta, os seus endereços e bares são eliminados definitivamente. Os pedidos enviados ficam connosco, sem o seu nome e os seus contactos.',
    submit: 'Eliminar a minha conta…',
    confirmTitle: 'Eliminar a sua conta?',
    confirmText: 'Introduza a sua palavra-passe para confirmar. Não é possível anular.',
    confirm: 'Eliminar a minha conta definitivamente',
    doneTitle: 'Conta eliminada',
    done: 'A sua conta foi eliminada.',
  },
  confirmEmail: {
    title: 'Novo endereço de e-mail',
    changed: 'O seu endereço de e-mail foi alterado. A partir de agora inicia sessão com o novo endereço.',
    invalid: 'Este link de confirmação é inválido ou já foi utilizado.',
    expired: 'Este link de confirmação expirou. Peça novamente a alteração no seu perfil.',
    toProfile: 'Para o meu perfil',
  },
};
