import type { EmailTexts } from '../texts';

export const de: EmailTexts = {
  codes: {
    signup: {
      subject: 'Dein Forksure-Registrierungscode',
      heading: 'Bestätige deine E-Mail-Adresse',
      intro: 'Gib diesen Code ein, um die Erstellung deines Forksure-Kontos abzuschließen:',
    },
    reset: {
      subject: 'Dein Code zum Zurücksetzen deines Forksure-Passworts',
      heading: 'Setze dein Passwort zurück',
      intro: 'Gib diesen Code ein, um das Passwort deines Forksure-Kontos zurückzusetzen:',
    },
    security: {
      subject: 'Dein Forksure-Sicherheitscode',
      heading: 'Bestätige, dass du es bist',
      intro: 'Gib diesen Code ein, um zu bestätigen, dass du es bist, bevor du dein Forksure-Passwort änderst:',
    },
    emailVerification: {
      subject: 'Bestätige deine Forksure-E-Mail-Adresse',
      heading: 'Bestätige deine E-Mail-Adresse',
      intro: 'Gib diesen Code ein, um die E-Mail-Adresse deines Forksure-Kontos zu bestätigen:',
    },
    emailChange: {
      subject: 'Bestätige deine neue Forksure-E-Mail-Adresse',
      heading: 'Bestätige deine neue E-Mail-Adresse',
      intro: 'Gib diesen Code ein, um diese Adresse zur neuen E-Mail-Adresse deines Forksure-Kontos zu machen:',
    },
  },
  codeLabel: 'Dein Code',
  expires: 'Der Code läuft in {minutes} Minuten ab.',
  ignore: 'Wenn du diesen Code nicht angefordert hast, kannst du diese E-Mail ignorieren: Ohne ihn ändert sich nichts. Gib den Code niemals an andere weiter.',
  accountExists: {
    subject: 'Du hast bereits ein Forksure-Konto',
    heading: 'Du hast bereits ein Konto',
    intro: 'Jemand hat versucht, diese E-Mail-Adresse für ein Forksure-Konto zu verwenden, aber sie gehört bereits zu einem Konto.',
    action:
      'Wenn du das warst, melde dich mit deinem Benutzernamen oder deiner E-Mail-Adresse an oder setze dein Passwort auf der Anmeldeseite zurück, falls du es vergessen hast.',
    ignore: 'Wenn du das nicht warst, kannst du diese E-Mail ignorieren: Es hat sich nichts geändert.',
  },
  signature: 'Dein Forksure-Team',
};
