/** Texts of the "pdf" area in de; same keys as en.ts beside this file. */
export const pdfDe = {
  menuItem: 'PDF erstellen…',
  title: 'Stückliste als PDF',
  intro: 'Das PDF enthält Bilder der Bar (Vorderseite, Rückseite, 3D-Ansicht) und die Stückliste mit Preisen.',
  noScene:
    'Es ist keine 3D-Ansicht geöffnet, daher enthält das PDF keine Bilder. Öffnen Sie zuerst den Reiter Bar oder 3D-Ansicht, um sie einzufügen.',
  mailHint:
    'Per E-Mail erreicht das PDF {{email}} innerhalb weniger Minuten. Wenn Sie die Bar in der Zwischenzeit ändern, können Bilder und Stückliste voneinander abweichen.',
  download: 'Jetzt herunterladen',
  mail: 'Per E-Mail senden',
  close: 'Schließen',
  steps: {
    capturing: 'Bilder der Bar werden aufgenommen…',
    uploading: 'Bilder werden hochgeladen…',
    creating: 'PDF wird erstellt…',
  },
  downloaded: 'Das PDF wurde heruntergeladen.',
  mailed: 'Das PDF ist unterwegs an {{email}}.',
  resend: 'Bestätigungs-E-Mail erneut senden',
  problems: {
    loginRequired: 'Bitte melden Sie sich an, um ein PDF-Dokument zu erstellen',
    unverified: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse, dann können Sie ein PDF-Dokument erstellen.',
    forbidden: 'Sie haben nicht die nötigen Rechte, um ein PDF dieser Konfiguration zu erstellen.',
    removed: 'Diese Konfiguration wurde entfernt.',
    timeout:
      'Das Erstellen des PDF hat zu lange gedauert. Bitte versuchen Sie es erneut oder lassen Sie es per E-Mail senden.',
    failed: 'Das PDF konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
  },
};
