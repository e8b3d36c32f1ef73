/** Textos del área "quote" en es: la solicitud de presupuesto, sus direcciones y consentimientos. */
export const quoteEs = {
  open: 'Solicitar presupuesto',
  title: 'Solicitar presupuesto',
  message: 'Su mensaje',
  submit: 'Enviar solicitud',
  address: {
    billingTitle: 'Dirección',
    deliveryTitle: 'Dirección de entrega',
    useDelivery: 'Entregar en otra dirección',
    new: 'Nueva dirección',
    edit: 'Editar dirección',
    delete: 'Eliminar dirección',
    save: 'Guardar dirección',
    fields: {
      organization: 'Empresa',
      contactPerson: 'Persona de contacto',
      vat_id: 'NIF-IVA',
      given_name: 'Nombre',
      family_name: 'Apellido',
      street: 'Calle y número',
      postal_code: 'Código postal',
      city: 'Ciudad',
      country: 'País',
      phone: 'Teléfono',
      email: 'Correo electrónico',
    },
  },
  consents: {
    contact: 'Acepto que se me contacte sobre esta solicitud y que mis datos se almacenen con este fin.',
    call: 'Deseo una llamada de asesoramiento.',
    newsletter: 'Envíenme el boletín (trimestral).',
  },
  validation: {
    required: 'Rellene este campo.',
    nameOrOrganization: 'Indique una empresa o un apellido.',
    address: 'Elija una dirección.',
    consentContact: 'Acepte que se le contacte y el almacenamiento de sus datos.',
  },
  verify: {
    text: 'Antes de enviar una solicitud, confirme su correo electrónico {{email}} con el enlace que le hemos enviado. Sus datos se conservan.',
    resend: 'Enviar el correo de nuevo',
    continue: 'Ya lo he confirmado, continuar',
    stillUnverified: 'Su correo electrónico aún no está confirmado. Abra primero el enlace del correo.',
  },
  errors: {
    conflict: 'Con este intento ya se envió otra solicitud distinta. Revise sus datos y envíela de nuevo.',
    notAllowed: 'Esta configuración o dirección no está disponible para usted. Revise su elección.',
  },
  done: {
    title: 'Gracias por su solicitud',
    text: 'Hemos recibido su solicitud y enviado una confirmación a {{email}}. Nos pondremos en contacto con usted pronto.',
  },
};
