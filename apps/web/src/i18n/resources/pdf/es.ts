/** Texts of the "pdf" area in es; same keys as en.ts beside this file. */
export const pdfEs = {
  menuItem: 'Crear PDF…',
  title: 'Lista de piezas en PDF',
  intro: 'El PDF contiene imágenes de la barra (frente, parte trasera, vista 3D) y la lista de piezas con precios.',
  noScene:
    'No hay ninguna vista 3D abierta, por lo que el PDF no tendrá imágenes. Abra primero la pestaña Barra o Vista 3D para incluirlas.',
  mailHint:
    'Por correo electrónico, el PDF llega a {{email}} en pocos minutos. Si cambia la barra mientras tanto, las imágenes y la lista de piezas pueden no coincidir.',
  download: 'Descargar ahora',
  mail: 'Enviar por correo electrónico',
  close: 'Cerrar',
  steps: {
    capturing: 'Tomando imágenes de la barra…',
    uploading: 'Subiendo las imágenes…',
    creating: 'Creando el PDF…',
  },
  downloaded: 'El PDF se ha descargado.',
  mailed: 'El PDF está en camino a {{email}}.',
  resend: 'Enviar de nuevo el correo de confirmación',
  problems: {
    loginRequired: 'Inicie sesión para crear un documento PDF',
    unverified: 'Confirme primero su dirección de correo electrónico y después podrá crear un documento PDF.',
    forbidden: 'No tiene los derechos necesarios para crear un PDF de esta configuración.',
    removed: 'Esta configuración ha sido eliminada.',
    timeout: 'La creación del PDF tardó demasiado. Inténtelo de nuevo o pida que se lo envíen por correo electrónico.',
    failed: 'No se pudo crear el PDF. Inténtelo de nuevo.',
  },
};
