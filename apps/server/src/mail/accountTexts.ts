import type { Locale } from '@bar/domain/locale';

export type AccountMailTexts = {
  subject: string;
  /** `{{name}}`: the user's given name, or nothing. */
  greeting: string;
  intro: string;
  action: string;
  /** `{{minutes}}`: how long the link works. */
  expiry: string;
  ignore: string;
};

export type AccountMailKind = 'verifyEmail' | 'resetPassword';

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
};
