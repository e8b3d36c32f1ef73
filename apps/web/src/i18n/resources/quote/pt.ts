/** Textos da área "quote" em pt: o pedido de orçamento, os seus endereços e consentimentos. */
export const quotePt = {
  open: 'Pedir orçamento',
  title: 'Pedir orçamento',
  message: 'A sua mensagem',
  submit: 'Enviar pedido',
  address: {
    billingTitle: 'Endereço',
    deliveryTitle: 'Endereço de entrega',
    useDelivery: 'Entregar noutro endereço',
    new: 'Novo endereço',
    edit: 'Editar endereço',
    delete: 'Eliminar endereço',
    save: 'Guardar endereço',
    fields: {
      organization: 'Empresa',
      contactPerson: 'Pessoa de contacto',
      vat_id: 'NIF / IVA',
      given_name: 'Nome próprio',
      family_name: 'Apelido',
      street: 'Rua e número',
      postal_code: 'Código postal',
      city: 'Localidade',
      country: 'País',
      phone: 'Telefone',
      email: 'Endereço de e-mail',
    },
  },
  consents: {
    contact: 'Aceito ser contactado sobre este pedido e o armazenamento dos meus dados para esse fim.',
    call: 'Gostaria de uma chamada de aconselhamento.',
    newsletter: 'Enviem-me a newsletter (trimestral).',
  },
  validation: {
    required: 'Preencha este campo.',
    nameOrOrganization: 'Indique uma empresa ou um apelido.',
    address: 'Escolha um endereço.',
    consentContact: 'Aceite ser contactado e o armazenamento dos seus dados.',
  },
  verify: {
    text: 'Antes de enviar um pedido, confirme o seu endereço de e-mail {{email}} com a ligação que lhe enviámos. Os seus dados são mantidos.',
    resend: 'Enviar o e-mail novamente',
    continue: 'Já confirmei, continuar',
    stillUnverified: 'O seu endereço de e-mail ainda não está confirmado. Abra primeiro a ligação no e-mail.',
  },
  errors: {
    conflict: 'Com esta tentativa já foi enviado um pedido diferente. Verifique os seus dados e envie novamente.',
    notAllowed: 'Esta configuração ou endereço não está disponível para si. Verifique a sua escolha.',
  },
  done: {
    title: 'Obrigado pelo seu pedido',
    text: 'Recebemos o seu pedido e enviámos uma confirmação para {{email}}. Entraremos em contacto consigo em breve.',
  },
};
