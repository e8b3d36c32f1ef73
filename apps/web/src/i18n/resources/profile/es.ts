import type { TranslationTree } from '../en.ts';
import type { profileEn } from './en.ts';

/** Texts of the Profile screen in es; same keys as en.ts beside this file. */
export const profileEs: TranslationTree<typeof profileEn> = {
  title: 'Mi perfil',
  menuItem: 'Mi perfil…',
  loginToProfile: 'Inicie sesión para ver su perfil.',
  savedTitle: 'Guardado',
  details: {
    title: 'Datos personales',
    submit: 'Guardar datos',
    saved: 'Sus datos se han guardado.',
  },
  email: {
    title: 'Dirección de correo electrónico',
    current: 'Inicia sesión con {{email}}.',
    newEmail: 'Nueva dirección de correo',
    submit: 'Cambiar dirección de correo',
    pending:
      'Pendiente de confirmación: {{email}}. Abra el enlace que hemos enviado a esa dirección; hasta entonces sigue iniciando sesión con su dirección actual.',
    sentTitle: 'Enlace de confirmación enviado',
    sent: 'Hemos enviado un enlace de confirmación a {{email}}.',
  },
  password: {
    title: 'Contraseña',
    current: 'Contraseña actual',
    submit: 'Cambiar contraseña',
    saved: 'Su contraseña se ha cambiado. Se ha cerrado la sesión en sus otros dispositivos.',
  },
  export: {
    title: 'Descargar mis datos',
    intro: 'Un archivo JSON con su cuenta, direcciones, barras y solicitudes.',
    submit: 'Descargar mis datos',
    done: 'Sus datos se han descargado.',
  },
  delete: {
    title: 'Eliminar mi cuenta',
    intro:
      'Su cuenta, sus direcciones y sus barras se eliminan definitivamente. Las solicitudes enviadas se quedan con nosotros, sin su nombre ni sus datos de contacto.',
    submit: 'Eliminar mi cuenta…',
    confirmTitle: '¿Eliminar su cuenta?',
    confirmText: 'Introduzca su contraseña para confirmar. No se puede deshacer.',
    confirm: 'Eliminar mi cuenta definitivamente',
    doneTitle: 'Cuenta eliminada',
    done: 'Su cuenta ha sido eliminada.',
  },
  confirmEmail: {
    title: 'Nueva dirección de correo',
    changed: 'Su dirección de correo ha sido cambiada. A partir de ahora inicia sesión con la nueva dirección.',
    invalid: 'Este enlace de confirmación no es válido o ya se ha utilizado.',
    expired: 'Este enlace de confirmación ha caducado. Vuelva a solicitar el cambio en su perfil.',
    toProfile: 'A mi perfil',
  },
};
