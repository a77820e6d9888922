import { type AwsClientOptions, type AwsService, awsJsonRequest } from '../aws/signed-request';

/**
 * The secret key of the keyed hashes (HMAC-SHA256) that stand in for emailed codes and reset
 * tokens in the table. Locally it comes from `CODE_HASH_KEY` (the local runtime generates one under
 * `.data`); in AWS from the Secrets Manager secret named by `CODE_HASH_KEY_SECRET`, read once per
 * container. Without either, every code operation fails with a clear message (and a 500 to callers).
 */
export const MIN_CODE_HASH_KEY_LENGTH = 32;

export type CodeHashKeySource = () => Promise<Buffer>;

export interface CodeHashKeyOptions {
  env?: NodeJS.ProcessEnv;
  /** Region, credentials and endpoint of the Secrets Manager call (tests point it at a local server). */
  aws?: AwsClientOptions;
}

/** One GetSecretValue call does not justify the Secrets Manager client (about 13 KB per bundle). */
const SECRETS_MANAGER: AwsService = { name: 'Secrets Manager', signingName: 'secretsmanager', endpointPrefix: 'secretsmanager' };

export function codeHashKeySource(options: CodeHashKeyOptions = {}): CodeHashKeySource {
  const env = options.env ?? process.env;
  let fromSecret: Promise<Buffer> | undefined;
  return async () => {
    const local = env.CODE_HASH_KEY;
    if (local) return checked(Buffer.from(local, 'utf8'), 'CODE_HASH_KEY');
    const secretName = env.CODE_HASH_KEY_SECRET;
    if (!secretName) {
      throw new Error('No code hash key: set CODE_HASH_KEY (local) or CODE_HASH_KEY_SECRET (the Secrets Manager secret name, in AWS).');
    }
    fromSecret ??= readSecret({ region: env.AWS_REGION, ...options.aws }, secretName);
    // A failed read is not cached: the next invocation tries again.
    fromSecret.catch(() => (fromSecret = undefined));
    return fromSecret;
  };
}

async function readSecret(aws: AwsClientOptions, secretName: string): Promise<Buffer> {
  const { SecretString, SecretBinary } = await awsJsonRequest(aws, {
    service: SECRETS_MANAGER,
    operation: 'GetSecretValue',
    protocol: 'awsJson1_1',
    target: 'secretsmanager',
    body: { SecretId: secretName },
  });
  // On the wire SecretBinary is base64 text.
  const bytes =
    typeof SecretString === 'string'
      ? Buffer.from(SecretString, 'utf8')
      : typeof SecretBinary === 'string'
        ? Buffer.from(SecretBinary, 'base64')
        : Buffer.alloc(0);
  return checked(bytes, `secret ${secretName}`);
}

function checked(key: Buffer, origin: string): Buffer {
  if (key.length < MIN_CODE_HASH_KEY_LENGTH) {
    throw new Error(`The code hash key from ${origin} is too short: use at least ${MIN_CODE_HASH_KEY_LENGTH} bytes of random data.`);
  }
  return key;
}

let containerSource: CodeHashKeySource | undefined;

/** The key source of this Lambda container (the secret is read once and cached). */
export function defaultCodeHashKey(): Promise<Buffer> {
  containerSource ??= codeHashKeySource();
  return containerSource();
}
