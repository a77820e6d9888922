import { stripeSignatureHeader } from '../../../infra/local/billing-simulator/signing';
import { type FuzzRequest, short } from './contract-cases';
import { NASTY_JSON_VALUES, NASTY_PATH_SEGMENTS, NASTY_RAW_BODIES, NASTY_TEXTS, wireEncode } from './nasty-values';
import type { Random } from './random';

/** What the local pages and doors need to be reached as a real client would (same origin, keys). */
export interface LocalDoors {
  /** The runtime's own origin (`http://localhost:PORT`): the pages' forms and the sign-in door are same-origin only. */
  origin: string;
  userPoolId: string;
  userPoolClientId: string;
  billingSecretKey: string;
  webhookSecret: string;
  nowSeconds: () => number;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const AMZ_JSON = 'application/x-amz-json-1.1';
const segment = (random: Random) => random.pick(NASTY_PATH_SEGMENTS);
/** A form value: a nasty text encoded properly, or a raw nasty segment (bad escapes stay bad). */
const formValue = (random: Random) => (random.chance(0.5) ? wireEncode(random.pick(NASTY_TEXTS)) : segment(random));

/** One request to a local page or door other than the contract routes. */
export function localRequest(random: Random, doors: LocalDoors): FuzzRequest {
  return random.pick(LOCAL_KINDS)(random, doors);
}

type Kind = (random: Random, doors: LocalDoors) => FuzzRequest;

const staticWeb: Kind = (random) => {
  const path = random.pick(['/%00', '/%E0%A4%A', '/..%2f', '/..%2f..%2fpackage.json', '/assets/..%2f..%2fetc%2fpasswd', '/index.html%00', `/${segment(random)}`, `/assets/${segment(random)}`, `/restaurant/${segment(random)}`]);
  const accept = random.pick(['gzip', 'br', 'br;q=NaN, gzip;q=1e21', '%E0', '']);
  return { method: random.pick(['GET', 'HEAD', 'POST', 'DELETE']), path, headers: { 'accept-encoding': accept }, signedIn: false, input: `static ${path}, accept-encoding "${accept}"` };
};

const configJson: Kind = (random, doors) => {
  const host = random.pick([new URL(doors.origin).host, 'attacker.example', '%E0%A4%A', 'localhost:1e21', '[::1', 'a'.repeat(2000)]);
  return { method: 'GET', path: `/config.json${random.chance(0.5) ? `?${segment(random)}` : ''}`, headers: { host }, signedIn: false, input: `config.json with Host "${short(host)}"` };
};

const outbox: Kind = (random) => {
  const path = random.pick(['/dev/outbox', `/dev/outbox/${segment(random)}`, `/dev/outbox/${segment(random)}/${segment(random)}`, `/dev/outbox?${segment(random)}`]);
  return { method: random.pick(['GET', 'GET', 'POST', 'HEAD']), path, headers: {}, signedIn: false, input: `outbox ${short(path)}` };
};

const billingPages: Kind = (random, doors) => {
  const kind = random.pick(['checkout', 'portal', segment(random)]);
  const action = random.pick(['complete', 'cancel', 'change', 'resume', 'end-now', 'payment-failed', segment(random)]);
  const id = random.pick(['cs_test_1', 'bps_1', segment(random)]);
  if (random.chance(0.4)) {
    const path = random.pick(['/dev/billing', `/dev/billing/${kind}/${id}`, `/dev/billing/${segment(random)}`]);
    return { method: 'GET', path, headers: {}, signedIn: false, input: `billing page ${short(path)}` };
  }
  const size = random.pick([0, 100, 4 * 1024, 5 * 1024]);
  const body = `plan=${formValue(random)}&${'x'.repeat(size)}=${formValue(random)}`;
  const path = `/dev/billing/${kind}/${id}/${action}`;
  const origin = random.pick([doors.origin, doors.origin, 'null', 'http://attacker.example']);
  return { method: 'POST', path, headers: { ...FORM, origin, 'sec-fetch-site': 'same-origin' }, body, signedIn: false, input: `billing form ${short(path)}, ${body.length} bytes, origin ${origin}` };
};

const cognito: Kind = (random, doors) => {
  const operation = random.pick(['InitiateAuth', 'InitiateAuth', 'GetTokensFromRefreshToken', 'GlobalSignOut', 'RevokeToken', 'AdminCreateUser', segment(random)]);
  const nasty = () => random.pick(NASTY_JSON_VALUES);
  const candidates: unknown[] = [
    { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: doors.userPoolClientId, AuthParameters: { USERNAME: nasty(), PASSWORD: nasty() } },
    { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: doors.userPoolClientId, AuthParameters: nasty() },
    { AuthFlow: nasty(), ClientId: nasty(), AuthParameters: { USERNAME: 'someone', PASSWORD: 'x' } },
    { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: doors.userPoolClientId, AuthParameters: { REFRESH_TOKEN: nasty() } },
    { ClientId: doors.userPoolClientId, RefreshToken: nasty(), AccessToken: nasty(), Token: nasty() },
    nasty(),
  ];
  const raw = random.chance(0.15) ? random.pick(NASTY_RAW_BODIES) : JSON.stringify(random.pick(candidates));
  const path = random.pick(['/cognito', '/cognito/', `/cognito/${segment(random)}`, `/cognito/${doors.userPoolId}/.well-known/jwks.json`]);
  return {
    method: random.pick(['POST', 'POST', 'POST', 'GET']),
    path,
    headers: { 'content-type': random.pick([AMZ_JSON, AMZ_JSON, 'application/json']), 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`, origin: doors.origin },
    body: raw,
    signedIn: false,
    input: `cognito ${short(path)} ${short(operation, 30)} ${short(raw)}`,
  };
};

const stripeApi: Kind = (random, doors) => {
  const path = random.pick([
    '/v1/customers',
    `/v1/customers/${segment(random)}`,
    '/v1/checkout/sessions',
    `/v1/checkout/sessions/${segment(random)}`,
    '/v1/billing_portal/sessions',
    `/v1/subscriptions?customer=${segment(random)}&limit=${random.pick(['1e21', '-1', 'NaN', '100', segment(random)])}&status=${formValue(random)}`,
    `/v1/subscriptions/${segment(random)}`,
    `/v1/${segment(random)}`,
  ]);
  const fields = ['email', 'metadata[userId]', 'customer', 'mode', 'line_items[0][price]', 'line_items[0][quantity]', 'success_url', 'cancel_url', 'return_url', 'metadata[%E0]', segment(random)];
  const body = Array.from({ length: 1 + random.int(4) }, () => `${random.pick(fields)}=${formValue(random)}`).join('&');
  const auth = random.pick([`Bearer ${doors.billingSecretKey}`, `Bearer ${doors.billingSecretKey}`, 'Bearer sk_test_wrong', `Basic ${Buffer.from(`${doors.billingSecretKey}:`).toString('base64')}`, '%E0%A4%A', '']);
  return {
    method: random.pick(['POST', 'POST', 'GET', 'DELETE']),
    path,
    headers: { ...FORM, authorization: auth, 'idempotency-key': formValue(random) },
    body,
    signedIn: false,
    input: `stripe api ${short(path)} ${short(body)}`,
  };
};

const webhook: Kind = (random, doors) => {
  const nasty = () => random.pick(NASTY_JSON_VALUES);
  const type = random.pick(['customer.subscription.updated', 'checkout.session.completed', 'invoice.payment_failed', 'charge.succeeded', nasty()]);
  const events: unknown[] = [
    { id: `evt_fuzz_${random.int(1e9)}`, object: 'event', type, data: nasty() },
    { id: `evt_fuzz_${random.int(1e9)}`, object: 'event', type, data: { object: nasty() } },
    { id: `evt_fuzz_${random.int(1e9)}`, object: 'event', type, data: { object: { object: 'subscription', customer: nasty(), metadata: nasty(), client_reference_id: nasty() } } },
    { id: nasty(), object: 'event', type, data: { object: {} } },
    { id: `evt_fuzz_${random.int(1e9)}`, object: 'event', type },
    nasty(),
  ];
  const payload = random.chance(0.1) ? random.pick(NASTY_RAW_BODIES) : JSON.stringify(random.pick(events));
  const now = doors.nowSeconds();
  const timestamp = random.pick([now, now, now, now - 3600, now + 3600, 1e21, -1, Number.NaN]);
  const signature = random.pick([
    stripeSignatureHeader(payload, doors.webhookSecret, timestamp),
    stripeSignatureHeader(payload, doors.webhookSecret, now),
    `t=${timestamp},v1=${'0'.repeat(64)}`,
    `t=${segment(random)},v1=${segment(random)}`,
    'v1=abc',
    ',,,,',
  ]);
  return {
    method: 'POST',
    path: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
    signedIn: false,
    input: `webhook t=${timestamp} ${short(payload)}`,
  };
};

/**
 * The local doors' known weak spots, probed every run (random requests may miss them): bad escapes
 * and NUL in static paths and under /dev, forms over 4 KB, the sign-in door's operations with a
 * number or list where a string belongs, a signed webhook without data, a Host that is not ours.
 */
export function localSweep(doors: LocalDoors): FuzzRequest[] {
  const probe = (method: string, path: string, input: string, headers: Record<string, string> = {}, body?: string): FuzzRequest => ({
    method,
    path,
    headers,
    ...(body !== undefined ? { body } : {}),
    signedIn: false,
    input: `sweep: ${input}`,
  });
  const sweep: FuzzRequest[] = [];
  for (const path of ['/%00', '/%E0%A4%A', '/..%2f', '/index.html%00', `/assets/${'a'.repeat(4000)}`, '/dev/outbox/%E0%A4%A', '/dev/outbox/%00', '/dev/billing/%E0%A4%A', '/dev/billing/checkout/%E0%A4%A']) {
    sweep.push(probe('GET', path, `GET ${short(path, 40)}`));
  }
  const form = { ...FORM, origin: doors.origin };
  for (const action of ['checkout/%E0%A4%A/complete', 'portal/%zz/change', 'portal/bps_1/change']) {
    sweep.push(probe('POST', `/dev/billing/${action}`, `form to ${action}`, form, 'plan=%E0%A4%A'));
    sweep.push(probe('POST', `/dev/billing/${action}`, `5 KB form to ${action}`, form, `plan=pro&pad=${'x'.repeat(5 * 1024)}`));
  }
  const amz = { 'content-type': AMZ_JSON, origin: doors.origin };
  const target = (operation: string) => ({ ...amz, 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` });
  for (const wrong of [1e21, [], ['a'], { a: 1 }, null, true]) {
    const json = JSON.stringify(wrong);
    sweep.push(probe('POST', '/cognito/', `InitiateAuth USERNAME=${json}`, target('InitiateAuth'), JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: doors.userPoolClientId, AuthParameters: { USERNAME: wrong, PASSWORD: 'x' } })));
    sweep.push(probe('POST', '/cognito/', `InitiateAuth AuthParameters=${json}`, target('InitiateAuth'), JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: doors.userPoolClientId, AuthParameters: wrong })));
    sweep.push(probe('POST', '/cognito/', `InitiateAuth ClientId=${json}`, target('InitiateAuth'), JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: wrong, AuthParameters: { USERNAME: 'a', PASSWORD: 'x' } })));
    sweep.push(probe('POST', '/cognito/', `GetTokensFromRefreshToken RefreshToken=${json}`, target('GetTokensFromRefreshToken'), JSON.stringify({ ClientId: doors.userPoolClientId, RefreshToken: wrong })));
    sweep.push(probe('POST', '/cognito/', `GlobalSignOut AccessToken=${json}`, target('GlobalSignOut'), JSON.stringify({ AccessToken: wrong })));
    sweep.push(probe('POST', '/cognito/', `RevokeToken Token=${json}`, target('RevokeToken'), JSON.stringify({ ClientId: doors.userPoolClientId, Token: wrong })));
  }
  for (const payload of [JSON.stringify({ id: 'evt_sweep_no_data', object: 'event', type: 'customer.subscription.updated' }), 'null', '[]']) {
    const signature = stripeSignatureHeader(payload, doors.webhookSecret, doors.nowSeconds());
    sweep.push(probe('POST', '/api/billing/webhook', `signed webhook ${short(payload, 40)}`, { 'content-type': 'application/json', 'stripe-signature': signature }, payload));
  }
  sweep.push(probe('POST', '/api/billing/webhook', 'webhook signed an hour ahead', { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader('{}', doors.webhookSecret, doors.nowSeconds() + 3600) }, '{}'));
  for (const host of ['attacker.example', '%E0%A4%A', 'localhost:1e21']) {
    for (const path of ['/config.json', '/dev/outbox', '/dev/billing']) sweep.push(probe('GET', path, `${path} with Host ${host}`, { host }));
  }
  return sweep;
}

const LOCAL_KINDS: readonly Kind[] = [staticWeb, configJson, outbox, billingPages, cognito, stripeApi, webhook];
