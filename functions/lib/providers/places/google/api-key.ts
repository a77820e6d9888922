import { type AwsClientOptions, type AwsService, awsJsonRequest } from '../../../aws/signed-request';

/**
 * The Google Places API key, kept on the server: `GOOGLE_PLACES_API_KEY` locally (when set), in AWS
 * the SSM SecureString named by `GOOGLE_PLACES_API_KEY_PARAMETER`, read once per container with one
 * signed GetParameter call (the SSM client would add tens of KB to the bundle). A failed read is
 * not cached, so the next request tries again.
 */
export type ApiKeySource = () => Promise<string>;

const SSM: AwsService = { name: 'SSM', signingName: 'ssm', endpointPrefix: 'ssm' };

export function googlePlacesKeySource(options: { env?: NodeJS.ProcessEnv; aws?: AwsClientOptions } = {}): ApiKeySource {
  const env = options.env ?? process.env;
  let fromParameter: Promise<string> | undefined;
  return async () => {
    const local = env.GOOGLE_PLACES_API_KEY?.trim();
    if (local) return local;
    const parameter = env.GOOGLE_PLACES_API_KEY_PARAMETER;
    if (!parameter) {
      throw new Error('No Google Places API key: set GOOGLE_PLACES_API_KEY (local) or GOOGLE_PLACES_API_KEY_PARAMETER (the SSM parameter name, in AWS).');
    }
    fromParameter ??= readParameter({ region: env.AWS_REGION, ...options.aws }, parameter);
    fromParameter.catch(() => (fromParameter = undefined));
    return fromParameter;
  };
}

async function readParameter(aws: AwsClientOptions, name: string): Promise<string> {
  const { Parameter } = await awsJsonRequest(aws, {
    service: SSM,
    operation: 'GetParameter',
    protocol: 'awsJson1_1',
    target: 'AmazonSSM',
    body: { Name: name, WithDecryption: true },
  });
  const value = (Parameter as { Value?: unknown } | undefined)?.Value;
  if (typeof value !== 'string' || !value.trim()) throw new Error(`The SSM parameter ${name} has no value.`);
  return value.trim();
}
