import type { CodePurpose } from '../../../../../shared/domain/codes';

/**
 * The words of the account emails in one language. `{minutes}` is replaced by the code lifetime.
 * Each code email says what the code is for, shows it large, says when it expires and that the
 * reader can ignore it if they did not ask for it.
 */
export interface CodeEmailTexts {
  subject: string;
  heading: string;
  /** Leads into the code, e.g. "Enter this code to …:". */
  intro: string;
}

export interface EmailTexts {
  codes: Record<CodePurpose, CodeEmailTexts>;
  /** Label above the code (also the screen-reader name of the code block). */
  codeLabel: string;
  expires: string;
  ignore: string;
  /** Sent instead of a code when the address already belongs to an account. */
  accountExists: {
    subject: string;
    heading: string;
    intro: string;
    action: string;
    ignore: string;
  };
  signature: string;
}
