import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { type AwsClientOptions, sdkClientConfig } from '../aws/client-options';
import { PARAMETER_MAX_AGE_SECONDS, readCachedParameter } from './cached-parameter';

/**
 * The secret key of the keyed hashes (HMAC-SHA256) that stand in for emailed codes and reset
 * tokens in the table. Locally it comes from `CODE_HASH_KEY` (the local runtime generates one under
 * `.data`); in AWS from the Secrets Manager secret named by `CODE_HASH_KEY_SECRET`, read with
 * Powertools Parameters and cached in the container. Without either, every code operation fails
 * with a clear message (and a 500 to callers).
 */
export const MIN_CODE_HASH_KEY_LENGTH = 32;

export type CodeHashKeySource = () => Promise<Buffer>;

export interface CodeHashKeyOptions {
  env?: NodeJS.ProcessEnv;
  /** Region, credentials and endpoint of the Secrets Manager call (tests point it at a local server). */
  aws?: AwsClientOptions;
}

export function codeHashKeySource(options: CodeHashKeyOptions = {}): CodeHashKeySource {
  const env = options.env ?? process.env;
  let secrets: SecretsProvider | undefined;
  return async () => {
    const local = env.CODE_HASH_KEY;
    if (local) return checked(Buffer.from(local, 'utf8'), 'CODE_HASH_KEY');
    const secretName = env.CODE_HASH_KEY_SECRET;
    if (!secretName) {
      throw new Error('No code hash key: set CODE_HASH_KEY (local) or CODE_HASH_KEY_SECRET (the Secrets Manager secret name, in AWS).');
    }
    const provider = (secrets ??= new SecretsProvider({ clientConfig: sdkClientConfig({ region: env.AWS_REGION, ...options.aws }) }));
    const value = await readCachedParameter('Secrets Manager GetSecretValue', () =>
      provider.get(secretName, { maxAge: PARAMETER_MAX_AGE_SECONDS }),
    );
    // SecretString as text; SecretBinary (base64 on the wire) as the SDK's bytes.
    const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value instanceof Uint8Array ? Buffer.from(value) : Buffer.alloc(0);
    return checked(bytes, `secret ${secretName}`);
  };
}

function checked(key: Buffer, origin: string): Buffer {
  if (key.length < MIN_CODE_HASH_KEY_LENGTH) {
    throw new Error(`The code hash key from ${origin} is too short: use at least ${MIN_CODE_HASH_KEY_LENGTH} bytes of random data.`);
  }
  return key;
}

let containerSource: CodeHashKeySource | undefined;

/** The key source of this Lambda container (the secret's value is cached; see cached-parameter.ts). */
export function defaultCodeHashKey(): Promise<Buffer> {
  containerSource ??= codeHashKeySource();
  return containerSource();
}
