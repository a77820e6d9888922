import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { CODE_PURPOSES } from '../../../../../shared/domain/codes';
import { LANGUAGES } from '../../../../../shared/i18n/languages';
import { EMAIL_TEXTS, escapeHtml, renderAccountEmail } from './render';

test('every language has every email, each text filled in and its own (not English) where it should be', () => {
  const en = EMAIL_TEXTS.en;
  for (const language of LANGUAGES) {
    const t = EMAIL_TEXTS[language];
    const texts = [
      ...CODE_PURPOSES.flatMap((p) => [t.codes[p].subject, t.codes[p].heading, t.codes[p].intro]),
      t.codeLabel,
      t.expires,
      t.ignore,
      ...Object.values(t.accountExists),
      t.signature,
    ];
    for (const text of texts) assert.ok(text.trim().length > 0, `${language}: empty text`);
    assert.ok(t.expires.includes('{minutes}'), `${language}: expiry names the minutes`);
    if (language !== 'en') {
      assert.notEqual(t.ignore, en.ignore, `${language} is translated`);
      for (const p of CODE_PURPOSES) assert.notEqual(t.codes[p].intro, en.codes[p].intro, `${language} ${p} is translated`);
    }
  }
});

test('a code email: subject, the code on its own line, 10 minutes, and the ignore note, in text and HTML', () => {
  for (const language of LANGUAGES) {
    for (const purpose of CODE_PURPOSES) {
      const code = purpose === 'emailVerification' ? '04321' : '012345';
      const mail = renderAccountEmail({ kind: 'code', purpose, code }, language, 'ana@example.com');
      const t = EMAIL_TEXTS[language];
      assert.equal(mail.to, 'ana@example.com');
      assert.equal(mail.subject, t.codes[purpose].subject);
      assert.match(mail.text, new RegExp(`^ {4}${code}$`, 'm'));
      assert.ok(mail.text.includes(t.expires.replace('{minutes}', '10')), `${language}/${purpose}: says 10 minutes`);
      assert.ok(mail.text.includes(t.ignore), `expected mail.text.includes(t.ignore); got mail.text = ${inspect(mail.text)}, t.ignore = ${inspect(t.ignore)}`);
      assert.ok(mail.html.startsWith('<!doctype html>'), `expected mail.html.startsWith('<!doctype html>'); got mail.html = ${inspect(mail.html)}`);
      assert.ok(mail.html.includes(`<html lang="${language}">`), `expected mail.html.includes(\`<html lang="\${language}">\`); got mail.html = ${inspect(mail.html)}, \`<html lang="\${language}">\` = ${inspect(`<html lang="${language}">`)}`);
      assert.match(mail.html, new RegExp(`font-size:36px[^>]*>${code}</p>`), 'the code is large');
      assert.ok(mail.html.includes(escapeHtml(t.expires.replace('{minutes}', '10'))), `expected mail.html.includes(escapeHtml(t.expires.replace('{minutes}', '10'))); got mail.html = ${inspect(mail.html)}, escapeHtml(t.expires.replace('{minutes}', '10')) = ${inspect(escapeHtml(t.expires.replace('{minutes}', '10')))}`);
    }
  }
});

test('the account-exists notice carries no code and tells the owner what to do', () => {
  const mail = renderAccountEmail({ kind: 'accountExists' }, 'en', 'ana@example.com');
  assert.equal(mail.subject, 'You already have a Forksure account');
  assert.match(mail.text, /sign in/);
  assert.match(mail.text, /reset your password/);
  assert.doesNotMatch(mail.text, /\d{5}/);
  assert.doesNotMatch(mail.html, /font-size:36px/);
  const ja = renderAccountEmail({ kind: 'accountExists' }, 'ja', 'ana@example.com');
  assert.equal(ja.subject, EMAIL_TEXTS.ja.accountExists.subject);
});

test('HTML escapes every interpolated text', () => {
  assert.equal(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`), '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;');
  const fr = renderAccountEmail({ kind: 'code', purpose: 'signup', code: '111111' }, 'fr', 'ana@example.com');
  // French texts contain apostrophes: escaped in HTML, plain in text.
  assert.ok(fr.text.includes("L'équipe Forksure"), `expected fr.text.includes("L'équipe Forksure"); got fr.text = ${inspect(fr.text)}`);
  assert.ok(fr.html.includes('L&#39;équipe Forksure'), `expected fr.html.includes('L&#39;équipe Forksure'); got fr.html = ${inspect(fr.html)}`);
  assert.doesNotMatch(fr.html.replace(/<[^>]+>/g, ''), /[<>]/);
});
