import type { consultationEn } from './en.ts';

/** Textos da área "consultation" em português: o pedido de contacto do botão Aconselhamento. */
export const consultationPt: typeof consultationEn = {
  formIntro: 'Diga-nos como o podemos contactar e sobre o que gostaria de falar; nós ligamos-lhe.',
  choice: {
    text: 'Pretende aconselhamento sobre o bar aberto? Envie um pedido de orçamento com marcação de chamada: ligamos-lhe com a sua configuração à nossa frente.',
    askAboutBar: 'Perguntar sobre este bar',
    callBack: 'Apenas ligar-me',
  },
  fields: {
    name: 'Nome',
    email: 'Endereço de e-mail',
    phone: 'Telefone',
    country: 'País',
    preferredTime: 'Quando podemos ligar?',
    topic: 'Assunto',
    message: 'A sua mensagem (opcional)',
  },
  choose: 'Escolha',
  times: { morning: 'De manhã', midday: 'Ao meio-dia', afternoon: 'À tarde', anytime: 'A qualquer hora' },
  topics: {
    planning: 'Planeamento do bar',
    branding: 'Branding e logótipos',
    delivery: 'Entrega e montagem',
    pricing: 'Preços e orçamento',
    other: 'Outro assunto',
  },
  consent: 'Aceito ser contactado sobre este pedido e o armazenamento dos meus dados para este fim.',
  submit: 'Pedir uma chamada',
  validation: {
    required: 'Preencha este campo.',
    email: 'Introduza um endereço de e-mail válido.',
    phone: 'Introduza um número de telefone válido.',
    choose: 'Escolha uma opção.',
    consent: 'Aceite ser contactado e o armazenamento dos seus dados.',
  },
  errors: {
    conflict: 'Já foi enviado um pedido diferente com esta tentativa. Verifique os seus dados e envie novamente.',
    throttled: 'Demasiados pedidos. Tente novamente mais tarde.',
  },
  done: {
    title: 'Obrigado pelo seu pedido',
    text: 'Recebemos o seu pedido e ligaremos para {{phone}}.',
  },
};
