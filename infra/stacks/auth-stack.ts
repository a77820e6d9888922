import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  StringAttribute,
  UserPool,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { CODE_TTL_SECONDS, RESET_TOKEN_TTL_SECONDS } from '../../shared/domain/codes';
import { acknowledge } from '../nag';

export interface AuthStackProps extends StackProps {
  /** Name of the generated secret that keys the one-time-code service's HMAC. */
  codeHashKeySecretName: string;
}

/**
 * Stateful: the Cognito user pool that holds identities (docs/architecture.md, sections 7 and 8), retained on delete.
 *
 * Cognito never sends a message. The product's own OTP service emails every code through SES;
 * Cognito has no path left to send one:
 * - self sign-up is off; the server creates accounts with AdminCreateUser (a random UUID as the
 *   username, `email_verified: true`) and `MessageAction: 'SUPPRESS'` (no invitation), then
 *   AdminSetUserPassword `Permanent: true`, then the chosen name as `preferred_username`;
 * - no attribute is auto-verified, so changing an email sends no verification code;
 * - account recovery is admin-only (no ForgotPassword codes); resets go through our own routes;
 * - MFA is TOTP only (no SMS), and optional.
 *
 * It also holds the key of the product's one-time-code service (HMAC of emailed codes and reset
 * tokens): a generated secret, retained like the pool, since losing it voids every code in flight.
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly codeHashKey: Secret;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);

    this.userPool = new UserPool(this, 'UserPool', {
      // The Cognito username is an opaque id the server picks (Cognito can never change a
      // username); the visible, changeable username is `preferred_username`. Both it and the email
      // are sign-in aliases (AliasAttributes: ['email', 'preferred_username']), so
      // `signIn({ username: identifier })` accepts either, and case does not matter. Aliases are
      // fixed at pool creation: changing them replaces the pool.
      signInAliases: { username: true, email: true, preferredUsername: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: false,
      autoVerify: { email: false, phone: false },
      accountRecovery: AccountRecovery.NONE,
      // Not `required`: Cognito then lets the app client be denied write access to email, so a
      // signed-in user cannot change it without the product's email-change code.
      // preferred_username (the visible username) must stay mutable: a rename changes it.
      standardAttributes: { email: { required: false, mutable: true }, preferredUsername: { required: false, mutable: true } },
      // Stamped once by the server at account creation (AdminCreateUser may set immutable
      // attributes); the web reads `custom:created_at` from the ID token for the new-user rule.
      customAttributes: { created_at: new StringAttribute({ mutable: false }) },
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
      // SRP for Amplify; USER_PASSWORD_AUTH because cognito-local has no SRP (the web code is the
      // same in both places) and the password-change function checks the current password with it.
      // REFRESH_TOKEN_AUTH is always added by CDK.
      authFlows: { userSrp: true, userPassword: true },
      // No hosted UI or OAuth sign-in: without this CDK enables the implicit and code grants.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      // Readable attributes are what the ID token carries; the client writes only the locale, so
      // email (product code first), preferred_username (the server claims the name in the table
      // first, which keeps usernames unique) and created_at (server-stamped) cannot be changed from
      // the browser.
      readAttributes: new ClientAttributes()
        .withStandardAttributes({ email: true, emailVerified: true, locale: true, preferredUsername: true })
        .withCustomAttributes('created_at'),
      writeAttributes: new ClientAttributes().withStandardAttributes({ locale: true }),
    });

    // 64 hex characters = 32 random bytes, the same form as the local runtime's CODE_HASH_KEY.
    this.codeHashKey = new Secret(this, 'CodeHashKey', {
      secretName: props.codeHashKeySecretName,
      description: 'Forksure one-time-code service: HMAC key for emailed codes and reset tokens (64 hex characters)',
      generateSecretString: {
        passwordLength: 64,
        excludeUppercase: true,
        excludePunctuation: true,
        includeSpace: false,
        excludeCharacters: 'ghijklmnopqrstuvwxyz',
        requireEachIncludedType: false,
      },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.codeHashKey,
      'AwsSolutions-SMG4',
      `The code-hash key only keys HMACs of one-time codes (valid ${CODE_TTL_SECONDS / 60} minutes) and reset tokens (valid ${RESET_TOKEN_TTL_SECONDS / 60} minutes); scheduled rotation would void every code in flight for no gain, since nothing hashed with it outlives those TTLs. Replace it by hand (put-secret-value with 64 new hex characters) if it is ever exposed.`,
    );

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
    new CfnOutput(this, 'CodeHashKeySecretName', { value: props.codeHashKeySecretName });
  }
}
