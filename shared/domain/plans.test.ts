import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isOverSavedLimit, PLAN_LIMITS, PLAN_PRICE_USD } from './plans';

describe('plans', () => {
  it('free saves 5, pro 20, premium without limit (product-rules §2.1)', () => {
    assert.equal(PLAN_LIMITS.free.maxSavedRestaurants, 5);
    assert.equal(PLAN_LIMITS.pro.maxSavedRestaurants, 20);
    assert.equal(isOverSavedLimit(1_000_000, 'premium'), false);
  });

  it('is over the limit only with more saved than the plan allows, not at it', () => {
    assert.equal(isOverSavedLimit(5, 'free'), false);
    assert.equal(isOverSavedLimit(6, 'free'), true);
    assert.equal(isOverSavedLimit(7, 'free'), true);
    assert.equal(isOverSavedLimit(20, 'pro'), false);
    assert.equal(isOverSavedLimit(21, 'pro'), true);
    assert.equal(isOverSavedLimit(0, 'free'), false);
  });

  it('pro costs $5 and premium $10 a month', () => {
    assert.deepEqual(PLAN_PRICE_USD, { free: 0, pro: 5, premium: 10 });
  });

  it('daily scrapes: free 5, pro 15, premium unlimited; comparison 0/2/3; tags and AI premium only', () => {
    assert.deepEqual([PLAN_LIMITS.free, PLAN_LIMITS.pro, PLAN_LIMITS.premium].map((l) => l.dailyRestaurantScrapes), [5, 15, -1]);
    assert.deepEqual([PLAN_LIMITS.free, PLAN_LIMITS.pro, PLAN_LIMITS.premium].map((l) => l.comparisonCapacity), [0, 2, 3]);
    assert.deepEqual([PLAN_LIMITS.free, PLAN_LIMITS.pro, PLAN_LIMITS.premium].map((l) => l.canCreateTags), [false, false, true]);
    assert.deepEqual([PLAN_LIMITS.free, PLAN_LIMITS.pro, PLAN_LIMITS.premium].map((l) => l.aiAnalysis), [false, false, true]);
  });
});
