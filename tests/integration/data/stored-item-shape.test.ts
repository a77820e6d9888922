import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { getCode } from '../../../functions/lib/data/code-repository';
import { getEmailOwner } from '../../../functions/lib/data/email-repository';
import { StoredItemShapeError } from '../../../functions/lib/data/entity';
import { listFeedbackOfDate } from '../../../functions/lib/data/feedback-repository';
import { expiryAttributes, keys } from '../../../functions/lib/data/keys';
import { redeemResetToken } from '../../../functions/lib/data/reset-token-repository';
import { useEmbeddedTable } from './embedded-table';

/**
 * A stored item read back is checked against its entity's shape: an item that lost or changed an
 * attribute is refused with StoredItemShapeError naming the entity, the item's key and the
 * attribute, instead of reaching the service as a half-filled object.
 */
const table = useEmbeddedTable();
const now = new Date('2030-03-01T10:00:00Z');
const inAnHour = Math.floor(now.getTime() / 1000) + 3600;

async function putRaw(item: Record<string, unknown>): Promise<void> {
  await table.db().client.send(new PutCommand({ TableName: table.db().tableName, Item: item }));
}

/** The refusal, with its message checked to name the entity, the key and each attribute at fault. */
function refusedAs(entity: string, key: { pk: string; sk: string }, attributes: string[]) {
  return (error: unknown) => {
    assert.ok(error instanceof StoredItemShapeError, `expected StoredItemShapeError, got ${String(error)}`);
    assert.match(error.message, new RegExp(`^Stored ${entity} item ${escape(key.pk)} / ${escape(key.sk)} does not have its shape: `));
    for (const attribute of attributes) assert.match(error.message, new RegExp(`\\b${attribute}: `));
    return true;
  };
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('stored items of the wrong shape', () => {
  test('a code without its hash, or with an unknown purpose, is refused by name', async () => {
    const at = { email: 'shape@example.com', slot: 'signup' };
    const key = keys.code(at.email, at.slot);
    await putRaw({ ...key, entity: 'code', purpose: 'unlock', attempts: 0, sentAtMs: now.getTime(), decoy: false, ...expiryAttributes(key, inAnHour) });
    await assert.rejects(getCode(table.db(), at, now), refusedAs('code', key, ['codeHash', 'purpose']));
  });

  test('a reset token whose user id is a number is refused by name', async () => {
    const key = keys.resetToken('shape-hash');
    await putRaw({ ...key, entity: 'resetToken', flow: 'reset', email: 'a@example.com', userId: 42, username: 'u-1', createdAt: now.toISOString(), ...expiryAttributes(key, inAnHour) });
    await assert.rejects(redeemResetToken(table.db(), 'shape-hash', now), refusedAs('resetToken', key, ['userId']));
  });

  test('an email claim without its owner is refused by name', async () => {
    const key = keys.email('owner-less@example.com');
    await putRaw({ ...key, entity: 'email', email: 'owner-less@example.com', claimedAt: now.toISOString() });
    await assert.rejects(getEmailOwner(table.db(), 'owner-less@example.com'), refusedAs('email', key, ['userId', 'username']));
  });

  test('a feedback item with an unknown type is refused by name', async () => {
    const key = keys.feedback('2030-03-01', now.toISOString(), 'f-1');
    await putRaw({ ...key, entity: 'feedback', id: 'f-1', user_id: null, feedback_type: 'praise', subject: 'S', message: 'M', rating: null, user_email: null, created_at: now.toISOString() });
    await assert.rejects(listFeedbackOfDate(table.db(), '2030-03-01'), refusedAs('feedback', key, ['feedback_type']));
  });
});
