import type { EmailTexts } from '../texts';

export const fr: EmailTexts = {
  codes: {
    signup: {
      subject: "Votre code d'inscription Forksure",
      heading: 'Confirmez votre adresse e-mail',
      intro: 'Saisissez ce code pour terminer la création de votre compte Forksure :',
    },
    reset: {
      subject: 'Votre code de réinitialisation du mot de passe Forksure',
      heading: 'Réinitialisez votre mot de passe',
      intro: 'Saisissez ce code pour réinitialiser le mot de passe de votre compte Forksure :',
    },
    security: {
      subject: 'Votre code de sécurité Forksure',
      heading: "Confirmez qu'il s'agit bien de vous",
      intro: 'Saisissez ce code pour confirmer votre identité avant de changer votre mot de passe Forksure :',
    },
    emailVerification: {
      subject: 'Vérifiez votre adresse e-mail Forksure',
      heading: 'Vérifiez votre adresse e-mail',
      intro: "Saisissez ce code pour vérifier l'adresse e-mail de votre compte Forksure :",
    },
    emailChange: {
      subject: 'Confirmez votre nouvelle adresse e-mail Forksure',
      heading: 'Confirmez votre nouvelle adresse e-mail',
      intro: 'Saisissez ce code pour faire de cette adresse la nouvelle adresse e-mail de votre compte Forksure :',
    },
  },
  codeLabel: 'Votre code',
  expires: 'Ce code expire dans {minutes} minutes.',
  ignore: "Si vous n'avez pas demandé ce code, vous pouvez ignorer cet e-mail : rien ne change sans lui. Ne communiquez jamais ce code à personne.",
  accountExists: {
    subject: 'Vous avez déjà un compte Forksure',
    heading: 'Vous avez déjà un compte',
    intro: "Quelqu'un a tenté d'utiliser cette adresse e-mail pour un compte Forksure, mais elle appartient déjà à un compte.",
    action:
      "Si c'était vous, connectez-vous avec votre nom d'utilisateur ou votre adresse e-mail, ou réinitialisez votre mot de passe depuis la page de connexion si vous l'avez oublié.",
    ignore: "Si ce n'était pas vous, vous pouvez ignorer cet e-mail : rien n'a changé.",
  },
  signature: "L'équipe Forksure",
};
