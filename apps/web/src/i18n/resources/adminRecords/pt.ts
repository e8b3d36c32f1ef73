export const adminRecordsPt = {
  form: {
    save: 'Guardar',
    savedTitle: 'Guardado',
    saved: 'As alterações foram guardadas.',
    unsaved: 'Alterações não guardadas',
    notFound: 'Este registo não existe (mais).',
    loadFailed: 'Não foi possível carregar o registo. Tente novamente.',
    leaveTitle: 'Sair sem guardar?',
    leaveMessage: 'Esta página tem alterações não guardadas. Se sair agora, serão perdidas.',
    stay: 'Ficar aqui',
    leave: 'Sair sem guardar',
  },
};
