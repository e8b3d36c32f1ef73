import type { consultationEn } from './en.ts';

/** Textos del área "consultation" en español: la solicitud de llamada del botón Asesoramiento. */
export const consultationEs: typeof consultationEn = {
  formIntro: 'Díganos cómo localizarle y de qué quiere hablar; le devolveremos la llamada.',
  choice: {
    text: '¿Quiere asesoramiento sobre la barra abierta? Envíe una solicitud de presupuesto con cita telefónica: le llamaremos con su configuración delante.',
    askAboutBar: 'Consultar sobre esta barra',
    callBack: 'Solo llámenme',
  },
  fields: {
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    country: 'País',
    preferredTime: '¿Cuándo podemos llamarle?',
    topic: 'Tema',
    message: 'Su mensaje (opcional)',
  },
  choose: 'Elija una opción',
  times: {
    morning: 'Por la mañana',
    midday: 'Al mediodía',
    afternoon: 'Por la tarde',
    anytime: 'En cualquier momento',
  },
  topics: {
    planning: 'Diseño de la barra',
    branding: 'Branding y logotipos',
    delivery: 'Entrega y montaje',
    pricing: 'Precios y presupuesto',
    other: 'Otro tema',
  },
  consent: 'Acepto que se me contacte sobre esta solicitud y el almacenamiento de mis datos con este fin.',
  submit: 'Solicitar una llamada',
  validation: {
    required: 'Rellene este campo.',
    email: 'Introduzca un correo electrónico válido.',
    phone: 'Introduzca un número de teléfono válido.',
    choose: 'Elija una opción.',
    consent: 'Acepte que se le contacte y el almacenamiento de sus datos.',
  },
  errors: {
    conflict: 'Con este intento ya se envió una solicitud diferente. Revise sus datos y envíela de nuevo.',
    throttled: 'Demasiadas solicitudes. Vuelva a intentarlo más tarde.',
  },
  done: {
    title: 'Gracias por su solicitud',
    text: 'Hemos recibido su solicitud y le llamaremos al {{phone}}.',
  },
};
