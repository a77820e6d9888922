import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { createHmac } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { CODE_PURPOSES } from '../../../shared/domain/codes';
import { keys } from '../../../functions/lib/data/keys';
import { issueCode, verifyCode, type CodeTarget } from '../../../functions/lib/services/auth/code-service';
import { issueResetToken, redeemResetToken } from '../../../functions/lib/services/auth/reset-token-service';
import { useEmbeddedTable } from '../data/embedded-table';
import { assertGuessRace, rawItem, wrongGuesses } from './support';

/**
 * Every rule of the code service against the embedded DynamoDB, with an injected clock so expiry
 * and the resend window are tested to the second without waiting. The rules' numbers are written
 * out (5 attempts, 10 minutes, 60 s, 8 per hour, 15 minutes), so changing a constant fails here.
 */
const table = useEmbeddedTable();
const KEY = Buffer.from('integration-test-code-hash-key-0123456789');

function clock(start = Date.parse('2030-03-01T10:15:00Z')) {
  let now = start;
  return { now: () => new Date(now), advance: (seconds: number) => (now += seconds * 1000) };
}

let counter = 0;
const freshEmail = () => `person${++counter}-${Date.now()}@example.com`;

function deps(c = clock()) {
  return { db: table.db(), hashKey: async () => KEY, now: c.now, clock: c };
}

const errorCode = (code: string) => (error: { code?: string }) => {
  assert.equal(error.code, code);
  return true;
};

/** Each promise's outcome: 'OK' or the error code. */
async function settle(promises: Promise<unknown>[]): Promise<string[]> {
  const results = await Promise.allSettled(promises);
  return results.map((r) => (r.status === 'fulfilled' ? 'OK' : String((r.reason as { code?: string }).code ?? r.reason)));
}

const slotName = (target: CodeTarget) => (target.userId ? `${target.purpose}#${target.userId}` : target.purpose);

describe('issuing codes', () => {
  test('a code has the purpose length, and only its keyed hash is stored (never the code)', async () => {
    const d = deps();
    const email = freshEmail();
    const signup = await issueCode(d, { purpose: 'signup', email }, { decoy: false });
    const verification = await issueCode(d, { purpose: 'emailVerification', email, userId: 'u1' }, { decoy: false });
    assert.match(signup.code, /^\d{6}$/);
    assert.match(verification.code, /^\d{5}$/);
    assert.equal(signup.resendAfterSeconds, 60);

    const item = await rawItem(table.db(), keys.code(email, 'signup'));
    const expected = createHmac('sha256', KEY).update(['forksure/code/v1', 'signup', email, '', signup.code].join('\u0000')).digest('hex');
    assert.equal(item?.codeHash, expected, 'HMAC-SHA256 under the secret key, bound to purpose and address');
    assert.equal(item?.attempts, 0);
    assert.equal(item?.expiresAt, Math.floor(d.now().getTime() / 1000) + 600, 'valid for 10 minutes');

    const { Items = [] } = await table.db().client.send(new ScanCommand({ TableName: table.db().tableName }));
    const everything = JSON.stringify(Items);
    for (const code of [signup.code, verification.code]) {
      assert.equal(Items.some((i) => Object.values(i).some((v) => v === code || v === Number(code))), false, `code ${code} is stored nowhere`);
    }
    assert.ok(everything.includes(expected), `expected everything.includes(expected); got everything = ${inspect(everything)}, expected = ${inspect(expected)}`);
  });

  test('resend: refused within 60 s per address and purpose (retry later: RESEND_TOO_SOON, seconds left), allowed after', async () => {
    const d = deps();
    const email = freshEmail();
    await issueCode(d, { purpose: 'reset', email }, { decoy: false });
    d.clock.advance(45);
    await assert.rejects(issueCode(d, { purpose: 'reset', email }, { decoy: false }), (error: { code: string; kind: string; retryAfterSeconds: number }) => {
      assert.equal(error.kind, 'retry-later');
      assert.equal(error.code, 'RESEND_TOO_SOON');
      assert.equal(error.retryAfterSeconds, 15);
      return true;
    });
    // Another purpose for the same address is its own slot.
    await issueCode(d, { purpose: 'security', email }, { decoy: false });
    d.clock.advance(15);
    const again = await issueCode(d, { purpose: 'reset', email }, { decoy: false });
    assert.match(again.code, /^\d{6}$/);
  });

  test('a resent code replaces the old one', async () => {
    const d = deps();
    const email = freshEmail();
    const first = await issueCode(d, { purpose: 'reset', email }, { decoy: false });
    d.clock.advance(61);
    const second = await issueCode(d, { purpose: 'reset', email }, { decoy: false });
    if (first.code !== second.code) await assert.rejects(verifyCode(d, { purpose: 'reset', email }, first.code), errorCode('INVALID_CODE'));
    await verifyCode(d, { purpose: 'reset', email }, second.code);
  });

  test('10 concurrent requests for one slot: exactly one code is sent, and the hourly counter counts only it', async () => {
    const d = deps();
    const email = freshEmail();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => issueCode(d, { purpose: 'signup', email }, { decoy: false })));
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1);
    for (const r of results) if (r.status === 'rejected') assert.equal((r.reason as { code: string }).code, 'RESEND_TOO_SOON');
    const counterItem = await rawItem(table.db(), keys.codeHourlyCount(email, d.now().toISOString().slice(0, 13)));
    assert.equal(counterItem?.sent, 1);
  });

  test('hourly cap: 8 codes per address per hour across purposes, then 429 HOURLY_CODE_LIMIT until the hour ends', async () => {
    const d = deps(clock(Date.parse('2030-03-01T10:00:00Z')));
    const email = freshEmail();
    const purposes: CodeTarget['purpose'][] = ['signup', 'reset', 'security', 'emailVerification', 'emailChange'];
    const codes = new Map<string, string>();
    for (let i = 0; i < 8; i++) {
      const purpose = purposes[i % purposes.length]!;
      const { code } = await issueCode(d, { purpose, email, ...(purpose.startsWith('email') ? { userId: 'u1' } : {}) }, { decoy: false });
      codes.set(purpose, code);
      d.clock.advance(61);
    }
    await assert.rejects(issueCode(d, { purpose: 'security', email }, { decoy: false }), (error: { code: string; retryAfterSeconds: number }) => {
      assert.equal(error.code, 'HOURLY_CODE_LIMIT');
      assert.equal(error.retryAfterSeconds, 3600 - 8 * 61);
      return true;
    });
    // The refused request did not replace the code sent before it.
    await verifyCode(d, { purpose: 'security', email }, codes.get('security')!);
    // Another address is not affected; the next hour starts afresh.
    await issueCode(d, { purpose: 'security', email: freshEmail() }, { decoy: false });
    d.clock.advance(3600);
    await issueCode(d, { purpose: 'security', email }, { decoy: false });
  });

  test('hourly cap under concurrency: 20 parallel requests for 20 slots of one address send exactly the cap', async () => {
    const d = deps();
    const email = freshEmail();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => issueCode(d, { purpose: 'emailChange', email, userId: `user-${i}` }, { decoy: false })),
    );
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 8);
    for (const r of results) if (r.status === 'rejected') assert.equal((r.reason as { code: string }).code, 'HOURLY_CODE_LIMIT');
  });

  test('a failed send leaves no trace: the earlier code stays valid, the count and the resend wait are given back', async () => {
    const d = deps();
    const email = freshEmail();
    const hour = () => keys.codeHourlyCount(email, d.now().toISOString().slice(0, 13));
    const first = await issueCode(d, { purpose: 'reset', email }, { decoy: false });
    d.clock.advance(61);
    const failing = { decoy: false, send: () => Promise.reject(new Error('mail is down')) };
    await assert.rejects(issueCode(d, { purpose: 'reset', email }, failing), /mail is down/);
    assert.equal((await rawItem(table.db(), hour()))?.sent, 1);
    await verifyCode(d, { purpose: 'reset', email }, first.code);

    // Without an earlier code the slot is simply free again: no 60 s wait after a failed send.
    await assert.rejects(issueCode(d, { purpose: 'security', email }, failing), /mail is down/);
    const retried = await issueCode(d, { purpose: 'security', email }, { decoy: false, send: async () => undefined });
    await verifyCode(d, { purpose: 'security', email }, retried.code);
  });

  test('without a hash key nothing is written and the error says what to set', async () => {
    const email = freshEmail();
    const at = new Date();
    const noKey = { db: table.db(), now: () => at, hashKey: () => Promise.reject(new Error('No code hash key: set CODE_HASH_KEY')) };
    await assert.rejects(issueCode(noKey, { purpose: 'signup', email }, { decoy: false }), /set CODE_HASH_KEY/);
    assert.equal(await rawItem(table.db(), keys.code(email, 'signup')), undefined);
    assert.equal(await rawItem(table.db(), keys.codeHourlyCount(email, at.toISOString().slice(0, 13))), undefined);
  });
});

describe('verifying codes', () => {
  test('the right code verifies once; a second use is INVALID_CODE (single use)', async () => {
    const d = deps();
    const email = freshEmail();
    const { code } = await issueCode(d, { purpose: 'signup', email }, { decoy: false });
    await verifyCode(d, { purpose: 'signup', email }, code);
    await assert.rejects(verifyCode(d, { purpose: 'signup', email }, code), errorCode('INVALID_CODE'));
  });

  test('5 concurrent verifies of the right code: exactly one succeeds, the others find it used (INVALID_CODE)', async () => {
    const d = deps();
    const email = freshEmail();
    const { code } = await issueCode(d, { purpose: 'reset', email }, { decoy: false });
    const outcomes = await settle(Array.from({ length: 5 }, () => verifyCode(d, { purpose: 'reset', email }, code)));
    assert.deepEqual(outcomes.toSorted(), ['INVALID_CODE', 'INVALID_CODE', 'INVALID_CODE', 'INVALID_CODE', 'OK']);
  });

  test('10 concurrent verifies of the right code: exactly one succeeds (the 6th to 10th have no attempt left)', async () => {
    const d = deps();
    const email = freshEmail();
    const { code } = await issueCode(d, { purpose: 'reset', email }, { decoy: false });
    const outcomes = await settle(Array.from({ length: 10 }, () => verifyCode(d, { purpose: 'reset', email }, code)));
    assert.equal(outcomes.filter((o) => o === 'OK').length, 1);
    for (const o of outcomes) assert.ok(['OK', 'INVALID_CODE', 'TOO_MANY_ATTEMPTS'].includes(o), o);
  });

  test('expiry: valid at 9:59, INVALID_CODE at 10:00', async () => {
    const d = deps();
    const email = freshEmail();
    const first = await issueCode(d, { purpose: 'security', email }, { decoy: false });
    d.clock.advance(9 * 60 + 59);
    await verifyCode(d, { purpose: 'security', email }, first.code);

    const second = await issueCode(d, { purpose: 'security', email }, { decoy: false });
    d.clock.advance(10 * 60);
    await assert.rejects(verifyCode(d, { purpose: 'security', email }, second.code), errorCode('INVALID_CODE'));
  });

  test('5 wrong attempts kill the code: attempts 1-4 INVALID_CODE, the 5th TOO_MANY_ATTEMPTS, then even the right code fails', async () => {
    const d = deps();
    const email = freshEmail();
    const { code } = await issueCode(d, { purpose: 'signup', email }, { decoy: false });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      await assert.rejects(verifyCode(d, { purpose: 'signup', email }, wrong), errorCode('INVALID_CODE'));
    }
    await assert.rejects(verifyCode(d, { purpose: 'signup', email }, wrong), errorCode('TOO_MANY_ATTEMPTS'));
    await assert.rejects(verifyCode(d, { purpose: 'signup', email }, code), errorCode('TOO_MANY_ATTEMPTS'));
    assert.equal((await rawItem(table.db(), keys.code(email, 'signup')))?.attempts, 5);
    // A new code (after the resend window) starts over.
    d.clock.advance(61);
    const fresh = await issueCode(d, { purpose: 'signup', email }, { decoy: false });
    await verifyCode(d, { purpose: 'signup', email }, fresh.code);
  });

  test('attempts are exact under concurrency: 12 parallel wrong codes count 5, and the right code is then dead', async () => {
    const d = deps();
    const email = freshEmail();
    const { code } = await issueCode(d, { purpose: 'reset', email }, { decoy: false });
    const wrong = code === '999999' ? '888888' : '999999';
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => verifyCode(d, { purpose: 'reset', email }, wrong)));
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as { code: string }).code : 'OK'));
    assert.equal(codes.filter((c) => c === 'INVALID_CODE').length, 4);
    assert.equal(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS').length, 8);
    assert.equal((await rawItem(table.db(), keys.code(email, 'reset')))?.attempts, 5);
    await assert.rejects(verifyCode(d, { purpose: 'reset', email }, code), errorCode('TOO_MANY_ATTEMPTS'));
  });

  test('a code is bound to its purpose, address and account', async () => {
    const d = deps();
    const email = freshEmail();
    const reset = await issueCode(d, { purpose: 'reset', email }, { decoy: false });
    await assert.rejects(verifyCode(d, { purpose: 'security', email }, reset.code), errorCode('INVALID_CODE'));
    await assert.rejects(verifyCode(d, { purpose: 'reset', email: freshEmail() }, reset.code), errorCode('INVALID_CODE'));
    const change = await issueCode(d, { purpose: 'emailChange', email, userId: 'owner' }, { decoy: false });
    await assert.rejects(verifyCode(d, { purpose: 'emailChange', email, userId: 'intruder' }, change.code), errorCode('INVALID_CODE'));
    await verifyCode(d, { purpose: 'emailChange', email, userId: 'owner' }, change.code);
    await verifyCode(d, { purpose: 'reset', email }, reset.code);
  });

  test('a decoy code never verifies, not even with its own digits, and counts attempts like any code', async () => {
    const d = deps();
    const email = freshEmail();
    const { code } = await issueCode(d, { purpose: 'reset', email }, { decoy: true });
    await assert.rejects(verifyCode(d, { purpose: 'reset', email }, code), errorCode('INVALID_CODE'));
    d.clock.advance(61);
    const next = await issueCode(d, { purpose: 'reset', email }, { decoy: true });
    const wrong = next.code === '123123' ? '321321' : '123123';
    for (let i = 1; i <= 4; i++) await assert.rejects(verifyCode(d, { purpose: 'reset', email }, wrong), errorCode('INVALID_CODE'));
    await assert.rejects(verifyCode(d, { purpose: 'reset', email }, wrong), errorCode('TOO_MANY_ATTEMPTS'));
  });

  test('no code at all is INVALID_CODE', async () => {
    await assert.rejects(verifyCode(deps(), { purpose: 'signup', email: freshEmail() }, '123456'), errorCode('INVALID_CODE'));
  });

  // Issue 9, item 1: the attempt used to be compared before it was counted, so 200 parallel guesses
  // were all compared and the right one, sent last, was accepted.
  for (const purpose of CODE_PURPOSES) {
    test(`${purpose}: 200 parallel wrong guesses and the right code: at most 5 are compared; the right one fails after 5 wrong`, async () => {
      for (const rightAt of purpose === 'reset' ? [0, 2, 5, 10, 20, 100, 200] : [0, 200]) {
        const d = deps();
        const target = { purpose, email: freshEmail(), ...(purpose.startsWith('email') ? { userId: 'u1' } : {}) };
        const { code } = await issueCode(d, target, { decoy: false });
        const guesses = wrongGuesses(code, 200);
        guesses.splice(rightAt, 0, code);
        const outcomes = await settle(guesses.map((guess) => verifyCode(d, target, guess)));
        assertGuessRace(outcomes, rightAt);
        const stored = await rawItem(table.db(), keys.code(target.email, slotName(target)));
        if (outcomes[rightAt] === 'OK') assert.equal(stored, undefined, 'used up');
        else assert.equal(stored?.attempts, 5, 'the code is dead after 5 attempts');
      }
    });
  }
});

describe('reset tokens', () => {
  const grant = (email: string) => ({ flow: 'reset' as const, email, userId: 'user-1', username: 'ana' });

  test('a token is 32 random bytes in base64url, stored only as its keyed hash, and works once', async () => {
    const d = deps();
    const email = freshEmail();
    const token = await issueResetToken(d, grant(email));
    assert.match(token, /^[A-Za-z0-9_-]{43}$/);
    const { Items = [] } = await table.db().client.send(new ScanCommand({ TableName: table.db().tableName }));
    assert.equal(JSON.stringify(Items).includes(token), false, 'the token is stored nowhere');

    const record = await redeemResetToken(d, 'reset', email, token);
    assert.equal(record.username, 'ana');
    await assert.rejects(redeemResetToken(d, 'reset', email, token), errorCode('INVALID_RESET_TOKEN'));
  });

  test('tampered, for another address, for the other flow, or expired (15 min): INVALID_RESET_TOKEN', async () => {
    const d = deps();
    const email = freshEmail();
    const token = await issueResetToken(d, grant(email));
    const tampered = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    await assert.rejects(redeemResetToken(d, 'reset', email, tampered), errorCode('INVALID_RESET_TOKEN'));
    await assert.rejects(redeemResetToken(d, 'reset', freshEmail(), token), errorCode('INVALID_RESET_TOKEN'));
    await assert.rejects(redeemResetToken(d, 'security', email, token), errorCode('INVALID_RESET_TOKEN'));
    await assert.rejects(redeemResetToken(d, 'reset', email, 'not a token'), errorCode('INVALID_RESET_TOKEN'));

    d.clock.advance(15 * 60);
    await assert.rejects(redeemResetToken(d, 'reset', email, token), (error: { code: string; message: string }) => {
      assert.equal(error.code, 'INVALID_RESET_TOKEN');
      assert.equal(error.message, 'Invalid or expired reset link. Please request a new password reset.');
      return true;
    });
  });

  test('a token just inside its 15 minutes works; concurrent redeems: exactly one wins', async () => {
    const d = deps();
    const email = freshEmail();
    const token = await issueResetToken(d, grant(email));
    d.clock.advance(15 * 60 - 1);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => redeemResetToken(d, 'reset', email, token)));
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1);
  });
});
