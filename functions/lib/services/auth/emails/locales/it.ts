import type { EmailTexts } from '../texts';

export const it: EmailTexts = {
  codes: {
    signup: {
      subject: 'Il tuo codice di registrazione Forksure',
      heading: 'Conferma il tuo indirizzo email',
      intro: 'Inserisci questo codice per completare la creazione del tuo account Forksure:',
    },
    reset: {
      subject: 'Il tuo codice per reimpostare la password di Forksure',
      heading: 'Reimposta la password',
      intro: 'Inserisci questo codice per reimpostare la password del tuo account Forksure:',
    },
    security: {
      subject: 'Il tuo codice di sicurezza Forksure',
      heading: 'Conferma che sei tu',
      intro: 'Inserisci questo codice per confermare che sei tu prima di cambiare la password di Forksure:',
    },
    emailVerification: {
      subject: 'Verifica la tua email Forksure',
      heading: 'Verifica il tuo indirizzo email',
      intro: "Inserisci questo codice per verificare l'indirizzo email del tuo account Forksure:",
    },
    emailChange: {
      subject: 'Conferma la tua nuova email Forksure',
      heading: 'Conferma il tuo nuovo indirizzo email',
      intro: 'Inserisci questo codice per rendere questo indirizzo la nuova email del tuo account Forksure:',
    },
  },
  codeLabel: 'Il tuo codice',
  expires: 'Il codice scade tra {minutes} minuti.',
  ignore: 'Se non hai richiesto questo codice, puoi ignorare questa email: senza il codice non cambia nulla. Non condividere mai il codice con nessuno.',
  accountExists: {
    subject: 'Hai già un account Forksure',
    heading: 'Hai già un account',
    intro: 'Qualcuno ha provato a usare questo indirizzo email per un account Forksure, ma appartiene già a un account.',
    action: "Se sei stato tu, accedi con il tuo nome utente o la tua email, oppure reimposta la password dalla pagina di accesso se l'hai dimenticata.",
    ignore: 'Se non sei stato tu, puoi ignorare questa email: non è cambiato nulla.',
  },
  signature: 'Il team di Forksure',
};
