export const adminRecordsEs = {
  form: {
    save: 'Guardar',
    savedTitle: 'Guardado',
    saved: 'Los cambios se han guardado.',
    unsaved: 'Cambios sin guardar',
    notFound: 'Este registro no existe (ya).',
    loadFailed: 'No se pudo cargar el registro. Inténtelo de nuevo.',
    leaveTitle: '¿Salir sin guardar?',
    leaveMessage: 'Esta página tiene cambios sin guardar. Si sale ahora, se perderán.',
    stay: 'Quedarse aquí',
    leave: 'Salir sin guardar',
  },
};
