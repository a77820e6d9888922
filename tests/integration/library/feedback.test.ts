import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { listFeedbackOfDate } from '../../../functions/lib/data/feedback-repository';
import { utcDate } from '../../../shared/domain/utc-dates';
import { claimsOf, dataDirSigningKey, kidOf, packageSigningKey, signToken } from '../support/sign-token';
import { createTestUser } from '../support/runtime';
import { runtimeWithDbForFile } from '../support/runtime-with-db';
import { serverNow } from '../support/server-clock';
import { postFrom, subOf } from './history-support';

/**
 * POST /feedback through the real local runtime: visitors and signed-in users, the spec's fields
 * and messages, 3 per UTC day per user and per visitor (by client address) even under 100 parallel
 * posts, and a bearer token verified by the function itself (no authorizer on the route).
 */
// Feedback is counted per UTC date: no midnight may fall inside a test.
const env = runtimeWithDbForFile({ clockAtMidday: true });

const DAILY_FEEDBACK = 3;
const LIMIT_MESSAGE = 'Daily feedback limit reached (3 per day). Try again tomorrow!';
const REQUIRED = 'Please fill in all required fields';
let visitorCount = 10;
/** Every test its own visitor: a fresh loopback address. */
const nextVisitor = () => `127.0.0.${visitorCount++}`;

const feedback = (overrides: Record<string, unknown> = {}) => ({ type: 'general', subject: 'Love the allergen flags', message: 'They caught sesame in a dish.', rating: 5, ...overrides });
const send = (from: string, body: unknown, token?: string) =>
  postFrom<{ id: string; message: string; remainingToday: number }>(env.runtime, from, '/feedback', body, token ? { authorization: `Bearer ${token}` } : {});

const todays = async () => listFeedbackOfDate(env.db, utcDate(serverNow()));

describe('POST /feedback', () => {
  test('a visitor sends feedback with an optional email; it is stored with the spec fields and no user', async () => {
    const visitor = nextVisitor();
    const answer = await send(visitor, feedback({ email: 'diner@example.com', subject: '  Hello  ' }));
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.message, 'Thank you! Your feedback has been submitted.');
    assert.equal(answer.body.remainingToday, DAILY_FEEDBACK - 1);
    const stored = (await todays()).find((f) => f.id === answer.body.id);
    assert.deepEqual(
      { ...stored, created_at: undefined },
      { id: answer.body.id, user_id: null, feedback_type: 'general', subject: 'Hello', message: 'They caught sesame in a dish.', rating: 5, user_email: 'diner@example.com', created_at: undefined },
    );
    const noEmail = await send(visitor, feedback({ type: 'bug', rating: undefined, email: '' }));
    assert.equal(noEmail.status, 200);
    assert.equal((await todays()).find((f) => f.id === noEmail.body.id)?.user_email, null);
  });

  test('a signed-in caller is recognised by a valid token and may not send an email', async () => {
    const user = await createTestUser(env.runtime);
    const answer = await send(nextVisitor(), feedback({ type: 'feature_request', rating: null }), user.accessToken);
    assert.equal(answer.status, 200);
    const stored = (await todays()).find((f) => f.id === answer.body.id);
    assert.equal(stored?.user_id, subOf(user));
    assert.equal(stored?.rating, null);
    const withEmail = await send(nextVisitor(), feedback({ email: 'other@example.com' }), user.idToken);
    assert.equal(withEmail.status, 400);
    assert.equal(withEmail.body.error?.code, 'EMAIL_ONLY_FOR_VISITORS');
  });

  test('an invalid token is refused with 401, never taken as a visitor', async () => {
    const user = await createTestUser(env.runtime);
    const claims = claimsOf(user.accessToken);
    const kid = kidOf(user.accessToken);
    const realKey = dataDirSigningKey(env.runtime.dataDir);
    const now = Math.floor(Date.now() / 1000);
    const tokens = {
      'signed with the key published in cognito-local': signToken(claims, packageSigningKey(), kid),
      'payload changed after signing': `${user.accessToken.split('.')[0]}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${user.accessToken.split('.')[2]}`,
      expired: signToken({ ...claims, iat: now - 7200, exp: now - 3600 }, realKey, kid),
      'another client': signToken({ ...claims, client_id: 'another-client' }, realKey, kid),
      'another issuer': signToken({ ...claims, iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_other' }, realKey, kid),
      'not a JWT': 'not-a-jwt',
    };
    for (const [what, token] of Object.entries(tokens)) {
      const answer = await send(nextVisitor(), feedback(), token);
      assert.equal(answer.status, 401, what);
      assert.equal(answer.body.error?.code, 'INVALID_TOKEN', what);
    }
    const basic = await postFrom(env.runtime, nextVisitor(), '/feedback', feedback(), { authorization: 'Basic dXNlcjpwYXNz' });
    assert.equal(basic.status, 401);
    // The real key with the real claims is accepted: the cases above fail for their one difference.
    assert.equal((await send(nextVisitor(), feedback(), signToken(claims, realKey, kid))).status, 200);
  });

  test('every bad field gets the spec message or a clear one; nothing is counted', async () => {
    const visitor = nextVisitor();
    const cases: [unknown, string, string][] = [
      [feedback({ subject: '' }), 'body.subject', REQUIRED],
      [feedback({ subject: '   ' }), 'body.subject', REQUIRED],
      [feedback({ message: undefined }), 'body.message', REQUIRED],
      [feedback({ type: undefined }), 'body.type', `${REQUIRED}: type is one of bug, feature_request, ai_quality, general.`],
      [feedback({ type: 'praise' }), 'body.type', `${REQUIRED}: type is one of bug, feature_request, ai_quality, general.`],
      [feedback({ subject: 'x'.repeat(101) }), 'body.subject', 'Subject must be 100 characters or fewer.'],
      [feedback({ message: 'x'.repeat(1001) }), 'body.message', 'Message must be 1000 characters or fewer.'],
      [feedback({ rating: 0 }), 'body.rating', 'Rating must be a whole number from 1 to 5.'],
      [feedback({ rating: 6 }), 'body.rating', 'Rating must be a whole number from 1 to 5.'],
      [feedback({ rating: 4.5 }), 'body.rating', 'Rating must be a whole number from 1 to 5.'],
      [feedback({ type: 'bug', rating: 3 }), 'body.rating', 'A rating is only given with AI quality or general feedback.'],
      [feedback({ type: 'feature_request', rating: 1 }), 'body.rating', 'A rating is only given with AI quality or general feedback.'],
      [feedback({ email: 'not-an-address' }), 'body.email', 'Enter a valid email address, or leave it empty.'],
      [feedback({ extra: true }), 'body', ''],
    ];
    for (const [body, path, message] of cases) {
      const answer = await send(visitor, body);
      assert.equal(answer.status, 400, JSON.stringify(body).slice(0, 80));
      const field = answer.body.error?.fields?.find((f) => f.path === path);
      assert.ok(field, `${path} in ${JSON.stringify(answer.body)}`);
      if (message) assert.equal(field.message, message);
    }
    // Limits: exactly 100 and 1000 characters, ratings 1 and 5 for ai_quality.
    for (const body of [
      feedback({ subject: 's'.repeat(100), message: 'm'.repeat(1000) }),
      feedback({ type: 'ai_quality', rating: 1 }),
      feedback({ type: 'ai_quality', rating: 5 }),
    ]) {
      assert.equal((await send(visitor, body)).status, 200);
    }
    assert.equal((await send(visitor, feedback())).status, 429, 'the refused bodies used none of the 3');
  });

  test('100 parallel posts of one signed-in user: exactly 3 accepted, the rest get the spec message', async () => {
    const user = await createTestUser(env.runtime);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => send(nextVisitor(), feedback({ subject: `Parallel ${i}` }), user.accessToken)));
    assert.equal(answers.filter((a) => a.status === 200).length, DAILY_FEEDBACK);
    const refused = answers.filter((a) => a.status === 429);
    assert.equal(refused.length, 100 - DAILY_FEEDBACK);
    assert.deepEqual(refused[0]!.body.error, { code: 'DAILY_FEEDBACK_LIMIT', message: LIMIT_MESSAGE });
    assert.equal((await todays()).filter((f) => f.user_id === subOf(user)).length, DAILY_FEEDBACK);
    // The user's count does not use the addresses' allowances: a visitor there may still send.
    assert.equal((await send(`127.0.0.${visitorCount - 1}`, feedback())).status, 200);
  });

  test('100 parallel posts of one visitor: exactly 3 accepted; another address is another visitor', async () => {
    const visitor = nextVisitor();
    const answers = await Promise.all(Array.from({ length: 100 }, () => send(visitor, feedback())));
    assert.equal(answers.filter((a) => a.status === 200).length, DAILY_FEEDBACK);
    assert.equal(answers.filter((a) => a.status === 429).length, 100 - DAILY_FEEDBACK);
    assert.equal((await send(nextVisitor(), feedback())).status, 200);
  });
});
