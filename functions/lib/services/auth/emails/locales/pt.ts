import type { EmailTexts } from '../texts';

export const pt: EmailTexts = {
  codes: {
    signup: {
      subject: 'Seu código de cadastro do Forksure',
      heading: 'Confirme seu e-mail',
      intro: 'Digite este código para concluir a criação da sua conta do Forksure:',
    },
    reset: {
      subject: 'Seu código para redefinir a senha do Forksure',
      heading: 'Redefina sua senha',
      intro: 'Digite este código para redefinir a senha da sua conta do Forksure:',
    },
    security: {
      subject: 'Seu código de segurança do Forksure',
      heading: 'Confirme que é você',
      intro: 'Digite este código para confirmar que é você antes de alterar sua senha do Forksure:',
    },
    emailVerification: {
      subject: 'Verifique seu e-mail do Forksure',
      heading: 'Verifique seu e-mail',
      intro: 'Digite este código para verificar o endereço de e-mail da sua conta do Forksure:',
    },
    emailChange: {
      subject: 'Confirme seu novo e-mail do Forksure',
      heading: 'Confirme seu novo e-mail',
      intro: 'Digite este código para tornar este endereço o novo e-mail da sua conta do Forksure:',
    },
  },
  codeLabel: 'Seu código',
  expires: 'O código expira em {minutes} minutos.',
  ignore: 'Se você não pediu este código, pode ignorar este e-mail: nada muda sem ele. Nunca compartilhe o código com ninguém.',
  accountExists: {
    subject: 'Você já tem uma conta do Forksure',
    heading: 'Você já tem uma conta',
    intro: 'Alguém tentou usar este endereço de e-mail para uma conta do Forksure, mas ele já pertence a uma conta.',
    action: 'Se foi você, entre com seu nome de usuário ou e-mail, ou redefina sua senha na página de login se a esqueceu.',
    ignore: 'Se não foi você, pode ignorar este e-mail: nada mudou.',
  },
  signature: 'Equipe Forksure',
};
