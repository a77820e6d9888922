import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { localCognitoClient } from '../../../infra/local/cognito-setup';
import { type AdmissionLimits, DEFAULT_ADMISSION_LIMITS } from '../../../infra/local/http-api/admission';
import { startLocalRuntime, type LocalRuntime } from '../../../infra/local/runtime';

// Lambda runs Node 22; the SDK's notices about this machine's Node 20 and cognito-local's SDK v2 are noise here.
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

export interface TestRuntime extends LocalRuntime {
  dataDir: string;
  api(path: string, init?: RequestInit & { token?: string }): Promise<Response>;
  /** Stops the runtime and removes its data, unless `keepData`. */
  dispose(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * The tests send 50-500 requests at once to check that limits and counters hold under concurrency. With
 * the production queue (a request waits at most 5 s for one of 16 slots), a busy CI machine sheds some
 * of them with 503 + Retry-After, which is right for a server but says nothing about the rule under
 * test. Here they wait their turn; overload.test.ts checks the shedding with the production limits.
 */
export const PATIENT_ADMISSION: AdmissionLimits = { ...DEFAULT_ADMISSION_LIMITS, maxQueued: 5_000, maxQueueWaitMs: 180_000 };

/**
 * For the same reason functions get four times their configured timeout here: at load 25 on two cores a
 * menu generation (27 s in AWS) ran out of time and answered 503, saying nothing about the menu rule
 * under test. overload.test.ts and the unit tests of the timeout keep the production deadline.
 */
export const PATIENT_FUNCTION_TIMEOUT_SCALE = 4;

/**
 * Starts the real local runtime (API only) on a free port with a fresh data directory. Demo places
 * are on unless `demoPlaces: false`: most of these tests search towns no imported data covers (New
 * York, Paris), which the product answers with invented places only when the operator turns them on.
 */
export async function startTestRuntime(
  dataDir = mkdtempSync(join(tmpdir(), 'forksure-it-')),
  restartOf?: { port: number; dynamoEndpoint: string },
  options: { admission?: AdmissionLimits; demoPlaces?: boolean; functionTimeoutScale?: number } = {},
): Promise<TestRuntime> {
  // Read by the places adapter when a function first searches (once per process).
  process.env.DEMO_PLACES = options.demoPlaces === false ? '0' : '1';
  // A restart in the same process keeps both ports: function containers stay "warm" in this process
  // and keep their DynamoDB client, and tokens name the old issuer URL.
  const runtime = await startLocalRuntime({
    port: restartOf?.port ?? 0,
    dynamoPort: restartOf ? Number(new URL(restartOf.dynamoEndpoint).port) : undefined,
    dataDir,
    repoRoot,
    log: () => undefined,
    admission: options.admission ?? PATIENT_ADMISSION,
    functionTimeoutScale: options.functionTimeoutScale ?? PATIENT_FUNCTION_TIMEOUT_SCALE,
  });
  return {
    ...runtime,
    dataDir,
    api: (path, init = {}) => {
      const { token, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (token) headers.set('authorization', `Bearer ${token}`);
      return fetch(`${runtime.url}/api${path}`, { ...rest, headers });
    },
    dispose: async (options = {}) => {
      await runtime.close();
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  username: string;
  email: string;
  accessToken: string;
  idToken: string;
}

/** The password of every account createTestUser makes. */
export const TEST_USER_PASSWORD = 'correct-horse-battery';

/** Creates a confirmed user in the embedded Cognito, as the server's sign-up will, and signs in. */
export async function createTestUser(runtime: Pick<LocalRuntime, 'cognitoEndpoint' | 'userPoolId' | 'userPoolClientId'>, name = `diner${Date.now()}${Math.floor(Math.random() * 1e4)}`): Promise<TestUser> {
  const client = localCognitoClient(runtime.cognitoEndpoint);
  const email = `${name}@example.com`;
  const password = TEST_USER_PASSWORD;
  try {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: runtime.userPoolId,
        Username: name,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    await client.send(new AdminSetUserPasswordCommand({ UserPoolId: runtime.userPoolId, Username: name, Password: password, Permanent: true }));
    const { AuthenticationResult } = await client.send(
      new InitiateAuthCommand({
        ClientId: runtime.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: name, PASSWORD: password },
      }),
    );
    return { username: name, email, accessToken: AuthenticationResult!.AccessToken!, idToken: AuthenticationResult!.IdToken! };
  } finally {
    client.destroy();
  }
}
