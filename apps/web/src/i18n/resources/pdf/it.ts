/** Texts of the "pdf" area in it; same keys as en.ts beside this file. */
export const pdfIt = {
  menuItem: 'Crea PDF…',
  title: 'Distinta dei componenti in PDF',
  intro: 'Il PDF contiene immagini del bancone (fronte, retro, vista 3D) e la distinta dei componenti con i prezzi.',
  noScene:
    'Nessuna vista 3D è aperta, quindi il PDF non avrà immagini. Apri prima la scheda Bar o Vista 3D per includerle.',
  mailHint:
    'Via e-mail, il PDF arriva a {{email}} entro pochi minuti. Se nel frattempo modifichi il bancone, le immagini e la distinta potrebbero non corrispondere.',
  download: 'Scarica ora',
  mail: 'Invia via e-mail',
  close: 'Chiudi',
  steps: {
    capturing: 'Acquisizione delle immagini del bancone…',
    uploading: 'Caricamento delle immagini…',
    creating: 'Creazione del PDF…',
  },
  downloaded: 'Il PDF è stato scaricato.',
  mailed: 'Il PDF è in viaggio verso {{email}}.',
  resend: "Invia di nuovo l'e-mail di conferma",
  problems: {
    loginRequired: 'Accedi per creare un documento PDF',
    unverified: 'Conferma prima il tuo indirizzo e-mail, poi potrai creare un documento PDF.',
    forbidden: 'Non hai i diritti necessari per creare un PDF di questa configurazione.',
    removed: 'Questa configurazione è stata rimossa.',
    timeout: 'La creazione del PDF ha richiesto troppo tempo. Riprova oppure fattelo inviare via e-mail.',
    failed: 'Non è stato possibile creare il PDF. Riprova.',
  },
};
