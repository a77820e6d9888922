import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { describe, it } from 'node:test';
import { EMPTY_DRAFT, offersRating, toFeedbackRequest } from './feedback-form';

describe('feedback dialog draft (product-rules §12.1 feedback rules)', () => {
  it('requires type, subject and message (blank counts as missing)', () => {
    assert.equal(toFeedbackRequest(EMPTY_DRAFT, true), 'required');
    assert.equal(toFeedbackRequest({ ...EMPTY_DRAFT, type: 'bug', subject: '  ', message: 'x' }, true), 'required');
    assert.equal(toFeedbackRequest({ ...EMPTY_DRAFT, type: 'bug', subject: 'x', message: ' ' }, true), 'required');
    assert.equal(toFeedbackRequest({ ...EMPTY_DRAFT, subject: 'x', message: 'y' }, true), 'required');
  });

  it('offers a rating only for ai_quality and general', () => {
    assert.deepEqual(
      ['bug', 'feature_request', 'ai_quality', 'general'].map((t) => offersRating(t as 'bug')),
      [false, false, true, true],
    );
    assert.deepEqual(toFeedbackRequest({ ...EMPTY_DRAFT, type: 'bug', subject: 's', message: 'm', rating: 4 }, true), { type: 'bug', subject: 's', message: 'm' });
    assert.deepEqual(toFeedbackRequest({ ...EMPTY_DRAFT, type: 'general', subject: 's', message: 'm', rating: 4 }, true), {
      type: 'general',
      subject: 's',
      message: 'm',
      rating: 4,
    });
  });

  it('sends the email only from visitors, and only when typed', () => {
    const draft = { ...EMPTY_DRAFT, type: 'bug' as const, subject: 's', message: 'm', email: ' a@b.co ' };
    assert.deepEqual(toFeedbackRequest(draft, false), { type: 'bug', subject: 's', message: 'm', email: 'a@b.co' });
    assert.deepEqual(toFeedbackRequest(draft, true), { type: 'bug', subject: 's', message: 'm' });
    assert.deepEqual(toFeedbackRequest({ ...draft, email: '' }, false), { type: 'bug', subject: 's', message: 'm' });
  });

  it('keeps subject to 100 and message to 1000 characters', () => {
    const request = toFeedbackRequest({ ...EMPTY_DRAFT, type: 'bug', subject: 's'.repeat(120), message: 'm'.repeat(1200) }, true);
    assert.ok(request !== 'required', `expected request !== 'required'; got request = ${inspect(request)}`);
    assert.equal(request.subject.length, 100);
    assert.equal(request.message.length, 1000);
  });
});
