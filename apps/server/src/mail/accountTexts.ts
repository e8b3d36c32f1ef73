import type { Locale } from '@bar/domain/locale';

export type AccountMailTexts = {
  subject: string;
  /** `{{name}}`: the user's given name, or nothing. */
  greeting: string;
  intro: string;
  action: string;
  /** `{{minutes}}` or `{{hours}}`: how long the link works; left out by a notice whose link does not expire. */
  expiry?: string;
  ignore: string;
};

/**
 * `confirmEmailChange` goes to a new login address (its `intro` names it as `{{email}}`);
 * `emailChangeRequested` tells the current address that a change to `{{email}}` was asked for.
 * `adminInvitation` invites a new administrator to set a password of their own.
 */
export type AccountMailKind =
  | 'verifyEmail'
  | 'resetPassword'
  | 'confirmEmailChange'
  | 'emailChangeRequested'
  | 'adminInvitation';

/** The account e-mails in every language the product speaks; each is sent in the user's language. */
export const ACCOUNT_MAIL_TEXTS: Record<AccountMailKind, Record<Locale, AccountMailTexts>> = {
  verifyEmail: {
    de: {
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      greeting: 'Hallo {{name}},',
      intro: 'vielen Dank für Ihre Registrierung beim Bar-Konfigurator. Bitte bestätigen Sie Ihre E-Mail-Adresse:',
      action: 'E-Mail-Adresse bestätigen',
      expiry: 'Der Link ist {{minutes}} Minuten gültig.',
      ignore: 'Wenn Sie kein Konto angelegt haben, müssen Sie nichts weiter tun.',
    },
    en: {
      subject: 'Please confirm your e-mail address',
      greeting: 'Hello {{name}},',
      intro: 'thank you for registering with the bar configurator. Please confirm your e-mail address:',
      action: 'Confirm e-mail address',
      expiry: 'The link is valid for {{minutes}} minutes.',
      ignore: 'If you did not create an account, no further action is required.',
    },
    fr: {
      subject: 'Veuillez confirmer votre adresse e-mail',
      greeting: 'Bonjour {{name}},',
      intro: 'merci de votre inscription au configurateur de bars. Veuillez confirmer votre adresse e-mail :',
      action: 'Confirmer l’adresse e-mail',
      expiry: 'Le lien est valable {{minutes}} minutes.',
      ignore: 'Si vous n’avez pas créé de compte, vous n’avez rien à faire.',
    },
    it: {
      subject: 'Conferma il tuo indirizzo e-mail',
      greeting: 'Ciao {{name}},',
      intro: 'grazie per esserti registrato al configuratore di bar. Conferma il tuo indirizzo e-mail:',
      action: 'Conferma indirizzo e-mail',
      expiry: 'Il link è valido per {{minutes}} minuti.',
      ignore: 'Se non hai creato un account, non devi fare nulla.',
    },
    es: {
      subject: 'Confirme su dirección de correo electrónico',
      greeting: 'Hola {{name}}:',
      intro: 'gracias por registrarse en el configurador de barras. Confirme su dirección de correo electrónico:',
      action: 'Confirmar dirección de correo',
      expiry: 'El enlace es válido durante {{minutes}} minutos.',
      ignore: 'Si no ha creado ninguna cuenta, no tiene que hacer nada.',
    },
    pt: {
      subject: 'Confirme o seu endereço de e-mail',
      greeting: 'Olá {{name}},',
      intro: 'obrigado por se registar no configurador de bares. Confirme o seu endereço de e-mail:',
      action: 'Confirmar endereço de e-mail',
      expiry: 'O link é válido durante {{minutes}} minutos.',
      ignore: 'Se não criou nenhuma conta, não precisa de fazer nada.',
    },
  },
  adminInvitation: {
    de: {
      subject: 'Einladung in den Verwaltungsbereich des Bar-Konfigurators',
      greeting: 'Hallo {{name}},',
      intro:
        'für Sie wurde ein Administratorkonto beim Bar-Konfigurator angelegt. Legen Sie über diesen Link Ihr Passwort fest:',
      action: 'Passwort festlegen',
      expiry: 'Der Link ist {{hours}} Stunden gültig und kann einmal verwendet werden.',
      ignore: 'Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
    },
    en: {
      subject: 'Invitation to the bar configurator admin area',
      greeting: 'Hello {{name}},',
      intro:
        'an administrator account has been created for you in the bar configurator. Set your password with this link:',
      action: 'Set password',
      expiry: 'The link is valid for {{hours}} hours and can be used once.',
      ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
    },
    fr: {
      subject: 'Invitation à l’espace d’administration du configurateur de bars',
      greeting: 'Bonjour {{name}},',
      intro:
        'un compte administrateur a été créé pour vous dans le configurateur de bars. Définissez votre mot de passe avec ce lien :',
      action: 'Définir le mot de passe',
      expiry: 'Le lien est valable {{hours}} heures et ne peut servir qu’une fois.',
      ignore: 'Si vous n’attendiez pas cette invitation, vous pouvez ignorer cet e-mail.',
    },
    it: {
      subject: 'Invito all’area di amministrazione del configuratore di bar',
      greeting: 'Ciao {{name}},',
      intro:
        'è stato creato per te un account amministratore nel configuratore di bar. Imposta la tua password con questo link:',
      action: 'Imposta password',
      expiry: 'Il link è valido per {{hours}} ore e si può usare una sola volta.',
      ignore: 'Se non ti aspettavi questo invito, puoi ignorare questa e-mail.',
    },
    es: {
      subject: 'Invitación al área de administración del configurador de barras',
      greeting: 'Hola {{name}}:',
      intro:
        'se ha creado para usted una cuenta de administrador en el configurador de barras. Establezca su contraseña con este enlace:',
      action: 'Establecer contraseña',
      expiry: 'El enlace es válido durante {{hours}} horas y solo puede usarse una vez.',
      ignore: 'Si no esperaba esta invitación, puede ignorar este correo.',
    },
    pt: {
      subject: 'Convite para a área de administração do configurador de bares',
      greeting: 'Olá {{name}},',
      intro:
        'foi criada para si uma conta de administrador no configurador de bares. Defina a sua palavra-passe com este link:',
      action: 'Definir palavra-passe',
      expiry: 'O link é válido durante {{hours}} horas e só pode ser usado uma vez.',
      ignore: 'Se não esperava este convite, pode ignorar este e-mail.',
    },
  },
  resetPassword: {
    de: {
      subject: 'Passwort zurücksetzen',
      greeting: 'Hallo {{name}},',
      intro: 'Sie erhalten diese E-Mail, weil für Ihr Konto das Zurücksetzen des Passworts angefordert wurde:',
      action: 'Passwort zurücksetzen',
      expiry: 'Der Link ist {{minutes}} Minuten gültig und kann einmal verwendet werden.',
      ignore: 'Wenn Sie das nicht angefordert haben, müssen Sie nichts weiter tun.',
    },
    en: {
      subject: 'Reset your password',
      greeting: 'Hello {{name}},',
      intro: 'you are receiving this e-mail because a password reset was requested for your account:',
      action: 'Reset password',
      expiry: 'The link is valid for {{minutes}} minutes and can be used once.',
      ignore: 'If you did not request a password reset, no further action is required.',
    },
    fr: {
      subject: 'Réinitialiser votre mot de passe',
      greeting: 'Bonjour {{name}},',
      intro: 'vous recevez cet e-mail car une réinitialisation du mot de passe a été demandée pour votre compte :',
      action: 'Réinitialiser le mot de passe',
      expiry: 'Le lien est valable {{minutes}} minutes et ne peut servir qu’une fois.',
      ignore: 'Si vous n’avez rien demandé, vous n’avez rien à faire.',
    },
    it: {
      subject: 'Reimposta la password',
      greeting: 'Ciao {{name}},',
      intro: 'ricevi questa e-mail perché è stata richiesta la reimpostazione della password del tuo account:',
      action: 'Reimposta password',
      expiry: 'Il link è valido per {{minutes}} minuti e si può usare una sola volta.',
      ignore: 'Se non hai richiesto nulla, non devi fare niente.',
    },
    es: {
      subject: 'Restablecer su contraseña',
      greeting: 'Hola {{name}}:',
      intro: 'recibe este correo porque se ha solicitado restablecer la contraseña de su cuenta:',
      action: 'Restablecer contraseña',
      expiry: 'El enlace es válido durante {{minutes}} minutos y solo puede usarse una vez.',
      ignore: 'Si no lo ha solicitado, no tiene que hacer nada.',
    },
    pt: {
      subject: 'Redefinir a sua palavra-passe',
      greeting: 'Olá {{name}},',
      intro: 'recebe este e-mail porque foi pedida a redefinição da palavra-passe da sua conta:',
      action: 'Redefinir palavra-passe',
      expiry: 'O link é válido durante {{minutes}} minutos e só pode ser usado uma vez.',
      ignore: 'Se não fez este pedido, não precisa de fazer nada.',
    },
  },
  confirmEmailChange: {
    de: {
      subject: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
      greeting: 'Hallo {{name}},',
      intro:
        'für Ihr Konto beim Bar-Konfigurator wurde die neue E-Mail-Adresse {{email}} angegeben. Sie gilt, sobald Sie sie bestätigen:',
      action: 'Neue E-Mail-Adresse bestätigen',
      expiry: 'Der Link ist {{minutes}} Minuten gültig.',
      ignore:
        'Wenn Sie das nicht angefordert haben, müssen Sie nichts weiter tun; die Adresse wird dann nicht geändert.',
    },
    en: {
      subject: 'Please confirm your new e-mail address',
      greeting: 'Hello {{name}},',
      intro:
        'the new e-mail address {{email}} was given for your bar configurator account. It takes effect once you confirm it:',
      action: 'Confirm new e-mail address',
      expiry: 'The link is valid for {{minutes}} minutes.',
      ignore: 'If you did not request this, no further action is required; the address will not be changed.',
    },
    fr: {
      subject: 'Veuillez confirmer votre nouvelle adresse e-mail',
      greeting: 'Bonjour {{name}},',
      intro:
        'la nouvelle adresse e-mail {{email}} a été indiquée pour votre compte du configurateur de bars. Elle s’applique dès que vous la confirmez :',
      action: 'Confirmer la nouvelle adresse e-mail',
      expiry: 'Le lien est valable {{minutes}} minutes.',
      ignore: 'Si vous n’avez rien demandé, vous n’avez rien à faire ; l’adresse ne sera pas modifiée.',
    },
    it: {
      subject: 'Conferma il tuo nuovo indirizzo e-mail',
      greeting: 'Ciao {{name}},',
      intro:
        'per il tuo account del configuratore di bar è stato indicato il nuovo indirizzo e-mail {{email}}. Vale non appena lo confermi:',
      action: 'Conferma nuovo indirizzo e-mail',
      expiry: 'Il link è valido per {{minutes}} minuti.',
      ignore: 'Se non hai richiesto nulla, non devi fare niente; l’indirizzo non verrà modificato.',
    },
    es: {
      subject: 'Confirme su nueva dirección de correo electrónico',
      greeting: 'Hola {{name}}:',
      intro:
        'se ha indicado la nueva dirección de correo {{email}} para su cuenta del configurador de barras. Se aplica en cuanto la confirme:',
      action: 'Confirmar la nueva dirección',
      expiry: 'El enlace es válido durante {{minutes}} minutos.',
      ignore: 'Si no lo ha solicitado, no tiene que hacer nada; la dirección no se cambiará.',
    },
    pt: {
      subject: 'Confirme o seu novo endereço de e-mail',
      greeting: 'Olá {{name}},',
      intro:
        'foi indicado o novo endereço de e-mail {{email}} para a sua conta do configurador de bares. Passa a valer assim que o confirmar:',
      action: 'Confirmar novo endereço de e-mail',
      expiry: 'O link é válido durante {{minutes}} minutos.',
      ignore: 'Se não fez este pedido, não precisa de fazer nada; o endereço não será alterado.',
    },
  },
  emailChangeRequested: {
    de: {
      subject: 'Änderung Ihrer E-Mail-Adresse angefordert',
      greeting: 'Hallo {{name}},',
      intro:
        'für Ihr Konto beim Bar-Konfigurator wurde die Änderung der E-Mail-Adresse auf {{email}} angefordert. Ihre bisherige Adresse bleibt gültig, bis der an die neue Adresse gesendete Link geöffnet wird.',
      action: 'Mein Profil öffnen',
      ignore: 'Wenn Sie das nicht waren, ändern Sie bitte sofort Ihr Passwort.',
    },
    en: {
      subject: 'Change of your e-mail address requested',
      greeting: 'Hello {{name}},',
      intro:
        'a change of the e-mail address of your bar configurator account to {{email}} was requested. Your current address stays valid until the link sent to the new address is opened.',
      action: 'Open my profile',
      ignore: 'If this was not you, please change your password right away.',
    },
    fr: {
      subject: 'Modification de votre adresse e-mail demandée',
      greeting: 'Bonjour {{name}},',
      intro:
        'la modification de l’adresse e-mail de votre compte du configurateur de bars en {{email}} a été demandée. Votre adresse actuelle reste valable jusqu’à ce que le lien envoyé à la nouvelle adresse soit ouvert.',
      action: 'Ouvrir mon profil',
      ignore: 'Si ce n’était pas vous, veuillez changer votre mot de passe immédiatement.',
    },
    it: {
      subject: 'Richiesta modifica del tuo indirizzo e-mail',
      greeting: 'Ciao {{name}},',
      intro:
        'è stata richiesta la modifica dell’indirizzo e-mail del tuo account del configuratore di bar in {{email}}. Il tuo indirizzo attuale resta valido finché non viene aperto il link inviato al nuovo indirizzo.',
      action: 'Apri il mio profilo',
      ignore: 'Se non sei stato tu, cambia subito la tua password.',
    },
    es: {
      subject: 'Se ha solicitado cambiar su dirección de correo',
      greeting: 'Hola {{name}}:',
      intro:
        'se ha solicitado cambiar la dirección de correo de su cuenta del configurador de barras a {{email}}. Su dirección actual sigue siendo válida hasta que se abra el enlace enviado a la nueva dirección.',
      action: 'Abrir mi perfil',
      ignore: 'Si no ha sido usted, cambie su contraseña de inmediato.',
    },
    pt: {
      subject: 'Pedido de alteração do seu endereço de e-mail',
      greeting: 'Olá {{name}},',
      intro:
        'foi pedida a alteração do endereço de e-mail da sua conta do configurador de bares para {{email}}. O seu endereço atual continua válido até ser aberto o link enviado para o novo endereço.',
      action: 'Abrir o meu perfil',
      ignore: 'Se não foi você, altere a sua palavra-passe de imediato.',
    },
  },
};
