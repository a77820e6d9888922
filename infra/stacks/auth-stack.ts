import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  UserPool,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { acknowledge } from '../nag';

/**
 * Stateful: the Cognito user pool that holds identities (DESIGN.md section 6), retained on delete.
 *
 * Cognito never sends a message. The product's own OTP service emails every code through SES;
 * Cognito has no path left to send one:
 * - self sign-up is off; the server creates accounts with AdminCreateUser and
 *   `MessageAction: 'SUPPRESS'` (no invitation), then AdminSetUserPassword `Permanent: true` and
 *   `email_verified: true` via AdminUpdateUserAttributes;
 * - no attribute is auto-verified, so changing an email sends no verification code;
 * - account recovery is admin-only (no ForgotPassword codes); resets go through our own routes;
 * - MFA is TOTP only (no SMS), and optional.
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    this.userPool = new UserPool(this, 'UserPool', {
      // Username is the account name; email is an alias, so `signIn({ username: identifier })`
      // accepts either (AliasAttributes: ['email']), and case does not matter.
      signInAliases: { username: true, email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: false,
      autoVerify: { email: false, phone: false },
      accountRecovery: AccountRecovery.NONE,
      // Not `required`: Cognito then lets the app client be denied write access to email, so a
      // signed-in user cannot change it without the product's email-change code.
      standardAttributes: { email: { required: false, mutable: true } },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { sms: false, otp: true },
      // The spec's rule is 6+ characters (see the COG1 acknowledgement below); common-password
      // rejection is enforced by the accounts code before AdminSetUserPassword.
      passwordPolicy: {
        minLength: 6,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(1),
      },
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // SRP for Amplify on AWS; USER_PASSWORD_AUTH because cognito-local has no SRP and the web
      // code is the same in both places. REFRESH_TOKEN_AUTH is always added by CDK.
      authFlows: { userSrp: true, userPassword: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      writeAttributes: new ClientAttributes().withStandardAttributes({ locale: true }),
    });

    acknowledge(
      this.userPool,
      'AwsSolutions-COG1',
      'The product specification fixes the password rule at 6+ characters with no class rules (reset and change flows show "Password must be at least 6 characters"); a stricter Cognito policy would reject passwords the product accepts. Common-password rejection is enforced server-side before AdminSetUserPassword.',
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG2',
      'MFA is optional (TOTP only, never SMS): requiring it would break the specified sign-up flow, which signs the new user in right after the emailed code is verified. Users can enrol TOTP later without replacing the pool.',
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG8',
      'Essentials plan chosen for cost (Plus has no free tier); brute-force protection comes from Cognito lockout plus the product\'s own OTP limits (5 attempts, 10 minute expiry, 60 s resend). Switch featurePlan to PLUS to add threat protection.',
    );

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
  }
}
