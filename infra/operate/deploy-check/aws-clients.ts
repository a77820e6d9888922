import { LocationClient } from '@aws-sdk/client-location';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { type AwsClientOptions, sdkClientConfig } from '../../../functions/lib/aws/client-options';

/** Where each service is reached: AWS by default; tests name local servers speaking the services' wire formats. */
export interface AwsTargets {
  region: string;
  credentials?: AwsClientOptions['credentials'];
  endpoints?: { secretsManager?: string; ses?: string; location?: string };
}

/** The read-only clients of the deploy check, with the operator's credentials (the SDK's default chain). */
export function awsClients({ region, credentials, endpoints = {} }: AwsTargets) {
  const config = (endpoint?: string) => sdkClientConfig({ region, endpoint, credentials, maxAttempts: 2 });
  return {
    secrets: new SecretsManagerClient(config(endpoints.secretsManager)),
    ses: new SESv2Client(config(endpoints.ses)),
    location: new LocationClient(config(endpoints.location)),
    destroy() {
      this.secrets.destroy();
      this.ses.destroy();
      this.location.destroy();
    },
  };
}
export type AwsClients = ReturnType<typeof awsClients>;
