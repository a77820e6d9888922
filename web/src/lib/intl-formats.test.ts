import { describe, expect, test } from '@jest/globals';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-formats';

describe('Intl formatters are made once per locale and options', () => {
  test('the same locale and options give the same formatter; another locale or option another one', () => {
    const miles = numberFormat('de', { style: 'unit', unit: 'mile', unitDisplay: 'long' });
    expect(numberFormat('de', { style: 'unit', unit: 'mile', unitDisplay: 'long' })).toBe(miles);
    expect(numberFormat('ja', { style: 'unit', unit: 'mile', unitDisplay: 'long' })).not.toBe(miles);
    expect(numberFormat('de', { style: 'unit', unit: 'kilometer', unitDisplay: 'long' })).not.toBe(miles);
    expect(miles.format(0.5)).toBe('0,5 Meilen');
  });

  test('a time zone is part of the key: each place keeps its own clock', () => {
    const at = new Date('2026-01-01T12:00:00Z');
    const tokyo = dateTimeFormat('en', { timeZone: 'Asia/Tokyo', hour: 'numeric', minute: '2-digit' });
    const newYork = dateTimeFormat('en', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit' });
    expect(tokyo.format(at)).toBe('9:00 PM');
    expect(newYork.format(at)).toBe('7:00 AM');
  });

  test('a bad locale throws as Intl does, and is not kept', () => {
    expect(() => relativeTimeFormat('not a locale!', { numeric: 'auto' })).toThrow(RangeError);
    expect(() => relativeTimeFormat('not a locale!', { numeric: 'auto' })).toThrow(RangeError);
    expect(relativeTimeFormat('fr', { numeric: 'auto' }).format(-1, 'day')).toBe('hier');
  });
});
