export const adminRecordsDe = {
  form: {
    save: 'Speichern',
    savedTitle: 'Gespeichert',
    saved: 'Die Änderungen wurden gespeichert.',
    unsaved: 'Ungespeicherte Änderungen',
    notFound: 'Dieser Datensatz existiert nicht (mehr).',
    loadFailed: 'Der Datensatz konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
    leaveTitle: 'Ohne Speichern verlassen?',
    leaveMessage:
      'Auf dieser Seite gibt es ungespeicherte Änderungen. Wenn Sie sie jetzt verlassen, gehen sie verloren.',
    stay: 'Hier bleiben',
    leave: 'Ohne Speichern verlassen',
  },
};
