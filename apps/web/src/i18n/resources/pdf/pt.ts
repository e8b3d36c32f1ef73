/** Texts of the "pdf" area in pt; same keys as en.ts beside this file. */
export const pdfPt = {
  menuItem: 'Criar PDF…',
  title: 'Lista de peças em PDF',
  intro: 'O PDF contém imagens do balcão (frente, traseira, vista 3D) e a lista de peças com preços.',
  noScene:
    'Nenhuma vista 3D está aberta, por isso o PDF não terá imagens. Abra primeiro o separador Bar ou Vista 3D para as incluir.',
  mailHint:
    'Por e-mail, o PDF chega a {{email}} em poucos minutos. Se alterar o balcão entretanto, as imagens e a lista de peças podem não coincidir.',
  download: 'Transferir agora',
  mail: 'Enviar por e-mail',
  close: 'Fechar',
  steps: {
    capturing: 'A captar imagens do balcão…',
    uploading: 'A carregar as imagens…',
    creating: 'A criar o PDF…',
  },
  downloaded: 'O PDF foi transferido.',
  mailed: 'O PDF está a caminho de {{email}}.',
  resend: 'Enviar novamente o e-mail de confirmação',
  problems: {
    loginRequired: 'Inicie sessão para criar um documento PDF',
    unverified: 'Confirme primeiro o seu endereço de e-mail e depois poderá criar um documento PDF.',
    forbidden: 'Não tem os direitos necessários para criar um PDF desta configuração.',
    removed: 'Esta configuração foi removida.',
    timeout: 'A criação do PDF demorou demasiado. Tente novamente ou peça que seja enviado por e-mail.',
    failed: 'Não foi possível criar o PDF. Tente novamente.',
  },
};
