import type { EmailTexts } from '../texts';

export const en: EmailTexts = {
  codes: {
    signup: {
      subject: 'Your Forksure sign-up code',
      heading: 'Confirm your email',
      intro: 'Enter this code to finish creating your Forksure account:',
    },
    reset: {
      subject: 'Your Forksure password reset code',
      heading: 'Reset your password',
      intro: 'Enter this code to reset the password of your Forksure account:',
    },
    security: {
      subject: 'Your Forksure security code',
      heading: "Confirm it's you",
      intro: "Enter this code to confirm it's you before you change your Forksure password:",
    },
    emailVerification: {
      subject: 'Verify your Forksure email',
      heading: 'Verify your email',
      intro: 'Enter this code to verify the email address of your Forksure account:',
    },
    emailChange: {
      subject: 'Confirm your new Forksure email',
      heading: 'Confirm your new email',
      intro: 'Enter this code to make this address the new email of your Forksure account:',
    },
  },
  codeLabel: 'Your code',
  expires: 'The code expires in {minutes} minutes.',
  ignore: 'If you did not ask for this code, you can ignore this email: nothing changes without it. Never share the code with anyone.',
  accountExists: {
    subject: 'You already have a Forksure account',
    heading: 'You already have an account',
    intro: 'Someone tried to use this email address for a Forksure account, but it already belongs to an account.',
    action: 'If it was you, sign in with your username or email, or reset your password from the sign-in page if you forgot it.',
    ignore: "If it wasn't you, you can ignore this email: nothing has changed.",
  },
  signature: 'The Forksure team',
};
