import { CODE_TTL_SECONDS, type CodePurpose } from '../../../../../shared/domain/codes';
import type { Language } from '../../../../../shared/i18n/languages';
import type { MailMessage } from '../../../providers/mail/port';
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { it } from './locales/it';
import { ja } from './locales/ja';
import { ko } from './locales/ko';
import { pt } from './locales/pt';
import { zh } from './locales/zh';
import type { EmailTexts } from './texts';

/** The account emails, in plain text and simple HTML (every interpolated text is escaped). */
export const EMAIL_TEXTS: Record<Language, EmailTexts> = { en, es, fr, de, it, pt, ja, ko, zh };

export type AccountEmail = { kind: 'code'; purpose: CodePurpose; code: string } | { kind: 'accountExists' };

export function renderAccountEmail(email: AccountEmail, language: Language, to: string): MailMessage {
  const t = EMAIL_TEXTS[language];
  const minutes = String(Math.round(CODE_TTL_SECONDS / 60));
  if (email.kind === 'accountExists') {
    const n = t.accountExists;
    return message(to, language, n.subject, n.heading, [n.intro, n.action], null, [n.ignore], t.signature);
  }
  const c = t.codes[email.purpose];
  return message(to, language, c.subject, c.heading, [c.intro], { label: t.codeLabel, code: email.code }, [t.expires.replace('{minutes}', minutes), t.ignore], t.signature);
}

function message(
  to: string,
  language: Language,
  subject: string,
  heading: string,
  lead: string[],
  code: { label: string; code: string } | null,
  notes: string[],
  signature: string,
): MailMessage {
  const text = [heading, ...lead, ...(code ? [`    ${code.code}`] : []), notes.join('\n'), signature].join('\n\n') + '\n';
  const p = (content: string, style = '') => `<p style="margin:0 0 16px;line-height:1.5;${style}">${escapeHtml(content)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px 12px;background:#f5f5f4;color:#1c1917;font-family:-apple-system,BlinkMacSystemFont,\'Segoe UI\',Roboto,Helvetica,Arial,sans-serif;">',
    '<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px 24px;">',
    '<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#15803d;">Forksure</p>',
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;">${escapeHtml(heading)}</h1>`,
    ...lead.map((line) => p(line)),
    ...(code
      ? [
          `<p style="margin:0 0 4px;font-size:13px;color:#57534e;">${escapeHtml(code.label)}</p>`,
          `<p style="margin:0 0 20px;font-size:36px;font-weight:700;letter-spacing:8px;font-family:Menlo,Consolas,'Liberation Mono',monospace;">${escapeHtml(code.code)}</p>`,
        ]
      : []),
    ...notes.map((line) => p(line, 'font-size:14px;color:#57534e;')),
    p(signature),
    '</div></body></html>',
  ].join('\n');
  return { to, subject, text, html };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}
