import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One local HTTP server speaking the wire formats `npm run deploy:check` calls: Secrets Manager (AWS
 * JSON 1.1, `X-Amz-Target`), SES v2 and Amazon Location (REST-JSON, error name in
 * `x-amzn-ErrorType`) and Stripe's REST API (`/v1`, form bodies, `{ error: { … } }`). `state` is the
 * account as the test wants it; `calls` lists every operation, to show the check only reads.
 */
export interface DeployAccountState {
  secrets: Record<string, { value?: string; deleted?: boolean }>;
  ses: { identities: Record<string, { verified: boolean }>; productionAccess: boolean; sendingEnabled: boolean };
  placeIndexes: Record<string, { dataSource: string }>;
  stripe: {
    secretKey: string;
    prices: Record<string, { active: boolean; interval: 'month' | 'year'; unitAmount: number }>;
    webhooks: { id: string; url: string; status: 'enabled' | 'disabled'; events: string[] }[];
  };
  /** Answer every AWS call with AccessDenied (credentials without the read permissions). */
  denyAws?: boolean;
}

export interface DeployWireServer {
  url: string;
  state: DeployAccountState;
  calls: string[];
  close(): Promise<void>;
}

export async function startDeployWireServer(state: DeployAccountState): Promise<DeployWireServer> {
  const calls: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      try {
        route(req, res, body);
      } catch (error) {
        send(res, 500, { message: String(error) });
      }
    });
  });

  const route = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const target = req.headers['x-amz-target'];
    if (url.pathname.startsWith('/v1/')) return stripe(req, res, url);
    if (typeof target === 'string') return secretsManager(res, target.replace('secretsmanager.', ''), JSON.parse(body || '{}') as { SecretId: string });
    if (state.denyAws) return awsError(res, 403, 'AccessDeniedException', 'User is not authorized to perform this action');
    const identity = /^\/v2\/email\/identities\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && identity) return sesIdentity(res, decodeURIComponent(identity[1]!));
    if (req.method === 'GET' && url.pathname === '/v2/email/account') return sesAccount(res);
    const index = /^\/places\/v0\/indexes\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && index) return placeIndex(res, decodeURIComponent(index[1]!));
    return send(res, 404, { message: `No route ${req.method} ${url.pathname}` });
  };

  const secretsManager = (res: ServerResponse, operation: string, input: { SecretId: string }) => {
    calls.push(`secretsmanager:${operation}`);
    const json = { 'content-type': 'application/x-amz-json-1.1' };
    if (state.denyAws) return send(res, 400, { __type: 'AccessDeniedException', message: 'User is not authorized to perform secretsmanager:DescribeSecret' }, json);
    const secret = state.secrets[input.SecretId];
    if (!secret) return send(res, 400, { __type: 'ResourceNotFoundException', message: "Secrets Manager can't find the specified secret." }, json);
    const arn = `arn:aws:secretsmanager:eu-west-1:123456789012:secret:${input.SecretId}-AbCdEf`;
    if (operation === 'DescribeSecret') return send(res, 200, { ARN: arn, Name: input.SecretId, ...(secret.deleted ? { DeletedDate: 1_790_000_000 } : {}) }, json);
    if (operation === 'GetSecretValue') return send(res, 200, { ARN: arn, Name: input.SecretId, SecretString: secret.value ?? '', VersionId: 'v1' }, json);
    return send(res, 400, { __type: 'InvalidRequestException', message: `Unsupported ${operation}` }, json);
  };

  const sesIdentity = (res: ServerResponse, name: string) => {
    calls.push('ses:GetEmailIdentity');
    const identity = state.ses.identities[name];
    if (!identity) return awsError(res, 404, 'NotFoundException', `Email identity ${name} does not exist.`);
    return send(res, 200, {
      IdentityType: 'DOMAIN',
      VerifiedForSendingStatus: identity.verified,
      VerificationStatus: identity.verified ? 'SUCCESS' : 'PENDING',
      DkimAttributes: { SigningEnabled: true, Status: identity.verified ? 'SUCCESS' : 'PENDING', Tokens: ['a', 'b', 'c'] },
    });
  };

  const sesAccount = (res: ServerResponse) => {
    calls.push('ses:GetAccount');
    return send(res, 200, {
      DedicatedIpAutoWarmupEnabled: false,
      EnforcementStatus: 'HEALTHY',
      ProductionAccessEnabled: state.ses.productionAccess,
      SendingEnabled: state.ses.sendingEnabled,
      SendQuota: { Max24HourSend: state.ses.productionAccess ? 50_000 : 200, MaxSendRate: state.ses.productionAccess ? 14 : 1, SentLast24Hours: 0 },
    });
  };

  const placeIndex = (res: ServerResponse, name: string) => {
    calls.push('geo:DescribePlaceIndex');
    const index = state.placeIndexes[name];
    if (!index) return awsError(res, 404, 'ResourceNotFoundException', `Place index ${name} not found`);
    const now = new Date('2026-01-01T00:00:00Z').toISOString();
    return send(res, 200, {
      IndexName: name,
      IndexArn: `arn:aws:geo:eu-west-1:123456789012:place-index/${name}`,
      DataSource: index.dataSource,
      DataSourceConfiguration: { IntendedUse: 'SingleUse' },
      Description: 'Forksure geocoding',
      CreateTime: now,
      UpdateTime: now,
      PricingPlan: 'RequestBasedUsage',
    });
  };

  const stripe = (req: IncomingMessage, res: ServerResponse, url: URL) => {
    calls.push(`stripe:${req.method} ${url.pathname.replace(/price_[A-Za-z0-9_]+/, '{id}')}`);
    if (req.headers.authorization !== `Bearer ${state.stripe.secretKey}`) {
      return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_***' } });
    }
    const price = /^\/v1\/prices\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && price) {
      const id = decodeURIComponent(price[1]!);
      const found = state.stripe.prices[id];
      if (!found) return send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'price', message: `No such price: '${id}'` } });
      return send(res, 200, { id, object: 'price', active: found.active, currency: 'usd', unit_amount: found.unitAmount, recurring: { interval: found.interval, interval_count: 1 }, type: 'recurring' });
    }
    if (req.method === 'GET' && url.pathname === '/v1/webhook_endpoints') {
      const data = state.stripe.webhooks.map((w) => ({ id: w.id, object: 'webhook_endpoint', url: w.url, status: w.status, enabled_events: w.events, livemode: false }));
      return send(res, 200, { object: 'list', url: '/v1/webhook_endpoints', has_more: false, data });
    }
    return send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function awsError(res: ServerResponse, status: number, type: string, message: string) {
  send(res, status, { message }, { 'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazon.example/` });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-requestid': 'req-local', 'request-id': 'req_local', ...headers });
  res.end(JSON.stringify(body));
}
