import assert from 'node:assert/strict';
import { test } from 'node:test';
import { currencyOfAddress } from './menu-currency';

test('the currency of an address: its country, else a postcode only one country writes, else none', () => {
  const cases: [string | undefined, string | undefined][] = [
    ['1 E Pike St, Seattle, WA 98122, USA', 'USD'],
    ['1234 Market St, Philadelphia, PA 19107', 'USD'],
    ['14 George Street, Edinburgh, EH2 2PF', 'GBP'],
    ['221B Baker St, London NW1 6XE, UK', 'GBP'],
    ['290 Bremner Blvd, Toronto, ON M5V 3L9, Canada', 'CAD'],
    ['290 Bremner Blvd, Toronto, ON M5V 3L9', 'CAD'],
    ['Hauptstraße 5, 10115 Berlin, Deutschland', 'EUR'],
    ['Via Roma 1, 00184 Roma RM, Italia', 'EUR'],
    ['1-1 Marunouchi, Chiyoda City, Tokyo 100-0005, Japan', 'JPY'],
    ['日本、〒100-0005 東京都千代田区丸の内1丁目', undefined],
    ['Av. Paulista, 1578 - Bela Vista, São Paulo - SP, Brazil', undefined],
    ['12 Maple Avenue', undefined],
    ['Unknown location', undefined],
    ['', undefined],
    [undefined, undefined],
  ];
  for (const [address, currency] of cases) assert.equal(currencyOfAddress(address), currency, String(address));
});
