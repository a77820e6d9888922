import { test } from 'node:test';
import assert from 'node:assert/strict';
import { photoSigningKey, signedPhotoPath, verifyPhotoRequest } from './photo-url';

const key = photoSigningKey('AIzaTestKey');
const name = 'places/ChIJN1t_tDeuEmsRUsoyG83frY4/photos/AUc7tXW-abc_123';

test('a signed photo path carries the photo, width and signature, never the API key', () => {
  const path = signedPhotoPath(key, name, 800);
  assert.match(path, /^\/places\/photo\?name=places%2FChIJN1t_tDeuEmsRUsoyG83frY4%2Fphotos%2FAUc7tXW-abc_123&w=800&sig=[A-Za-z0-9_-]{22}$/);
  assert.doesNotMatch(path, /AIza/);
  const query = Object.fromEntries(new URLSearchParams(path.split('?')[1]));
  assert.deepEqual(verifyPhotoRequest(key, query), { name, widthPx: 800 });
});

test('tampered, foreign or malformed requests are refused', () => {
  const query = Object.fromEntries(new URLSearchParams(signedPhotoPath(key, name, 800).split('?')[1]));
  assert.equal(verifyPhotoRequest(key, { ...query, w: '1600' }), null, 'another width');
  assert.equal(verifyPhotoRequest(key, { ...query, name: name.replace('abc', 'abd') }), null, 'another photo');
  assert.equal(verifyPhotoRequest(photoSigningKey('another key'), query), null, 'another key');
  assert.equal(verifyPhotoRequest(key, { ...query, sig: undefined }), null);
  assert.equal(verifyPhotoRequest(key, { ...query, name: '../../v1/places:searchText' }), null);
  const bigWidth = Object.fromEntries(new URLSearchParams(signedPhotoPath(key, name, 9000).split('?')[1]));
  assert.equal(verifyPhotoRequest(key, bigWidth), null, 'beyond Google’s 4800 px');
});
