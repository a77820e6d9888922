import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withoutFieldNames } from './field-names';

// Never a password in a URL or a body: a prerendered form submitted natively sends no field (issue 19).
test('a prerendered form’s fields have no name, so a native submit sends nothing', () => {
  const html =
    '<form data-testid="login-form"><input name="username" data-name="keep" value=""/><input id="p" name="password" type="password"/>' +
    '<textarea name="note"></textarea><select name="tab"><option>x</option></select><button>Sign in</button></form>';
  const out = withoutFieldNames(html);
  assert.doesNotMatch(out, /<(input|select|textarea)\b[^>]*\sname=/);
  assert.match(out, /data-name="keep"/);
  assert.match(out, /<input id="p" type="password"\/>/);
});
