import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PhotoRequest } from '../port';

/**
 * Photo URLs we hand to the browser for Google photos: `/places/photo?name=<photo>&w=<px>&sig=<mac>`
 * on our API, never Google's own URL with our key in it. The photo route is public (an <img> sends
 * no bearer token), so the URL carries an HMAC of the photo name and width, keyed by a key derived
 * from the API key: only URLs our search produced are served, and nobody can use the route to
 * fetch arbitrary photos on our quota. There is no expiry: Google's photo names expire on their own.
 */
export const PHOTO_ROUTE_PATH = '/places/photo';
export const CARD_PHOTO_WIDTH_PX = 800;
export const GALLERY_PHOTO_WIDTH_PX = 1600;
const PHOTO_NAME = /^places\/[A-Za-z0-9_-]{1,512}\/photos\/[A-Za-z0-9_-]{1,2048}$/;

export function photoSigningKey(apiKey: string): Buffer {
  return createHmac('sha256', apiKey).update('forksure/places-photo-url/v1').digest();
}

function mac(signingKey: Buffer, name: string, widthPx: number): string {
  return createHmac('sha256', signingKey).update(`${name}\n${widthPx}`).digest('base64url').slice(0, 22);
}

/** The API-relative URL of a photo; `name` is Google's `places/{id}/photos/{ref}`. */
export function signedPhotoPath(signingKey: Buffer, name: string, widthPx: number): string {
  const query = new URLSearchParams({ name, w: String(widthPx), sig: mac(signingKey, name, widthPx) });
  return `${PHOTO_ROUTE_PATH}?${query.toString()}`;
}

/** The photo and width a request asks for, when its signature is ours; null otherwise. */
export function verifyPhotoRequest(signingKey: Buffer, request: PhotoRequest): { name: string; widthPx: number } | null {
  const { name, w, sig } = request;
  if (!name || !w || !sig || !PHOTO_NAME.test(name) || !/^\d{1,4}$/.test(w)) return null;
  const widthPx = Number(w);
  if (widthPx < 1 || widthPx > 4800) return null;
  const expected = Buffer.from(mac(signingKey, name, widthPx));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { name, widthPx } : null;
}
