import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { ALIAS_ATTRIBUTES, CUSTOM_ATTRIBUTES, WEB_CLIENT_SETTINGS } from '../../infra/local/cognito-setup';
import { buildApp, type CfnJson } from './helpers';

describe('Auth stack', () => {
  const { stacks } = buildApp();
  const template = Template.fromStack(stacks.auth);
  const [pool] = Object.values(template.findResources('AWS::Cognito::UserPool'));
  const poolProps = pool?.Properties as Record<string, CfnJson>;
  const [client] = Object.values(template.findResources('AWS::Cognito::UserPoolClient'));
  const clientProps = client?.Properties as Record<string, CfnJson>;

  test('sign-in by username (preferred_username) or email, case-insensitive, no self sign-up', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AliasAttributes: ['email', 'preferred_username'],
      UsernameAttributes: Match.absent(),
      UsernameConfiguration: { CaseSensitive: false },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    });
  });

  test('Cognito has no path to send a message: nothing auto-verified, admin-only recovery, no SMS', () => {
    assert.ok(!poolProps.AutoVerifiedAttributes || poolProps.AutoVerifiedAttributes.length === 0, 'no auto-verified attributes');
    assert.deepEqual(poolProps.AccountRecoverySetting, { RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }] });
    assert.deepEqual(poolProps.EnabledMfas, ['SOFTWARE_TOKEN_MFA']);
    assert.equal(poolProps.SmsConfiguration, undefined);
  });

  test('password policy is the product rule (6+), enforced further in code', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 6 }) },
    });
  });

  test('custom attribute created_at: an immutable string', () => {
    const custom = (poolProps.Schema as CfnJson[]).filter((a) => a.AttributeDataType !== undefined);
    assert.deepEqual(custom, [{ Name: 'created_at', AttributeDataType: 'String', Mutable: false }]);
  });

  test('the pool is retained and deletion-protected', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
  });

  test('one public web client: no secret, SRP + USER_PASSWORD + refresh, no user enumeration, no OAuth', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    assert.equal(clientProps.GenerateSecret, false);
    assert.deepEqual([...clientProps.ExplicitAuthFlows].sort(), ['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH']);
    assert.equal(clientProps.PreventUserExistenceErrors, 'ENABLED');
    assert.equal(clientProps.EnableTokenRevocation, true);
    assert.equal(clientProps.AllowedOAuthFlows, undefined, 'no implicit or code grant');
    assert.equal(clientProps.AllowedOAuthFlowsUserPoolClient, false);
  });

  test('the web client reads email, preferred_username and custom:created_at (so they are in the ID token) but writes only the locale', () => {
    assert.deepEqual([...clientProps.ReadAttributes].sort(), ['custom:created_at', 'email', 'email_verified', 'locale', 'preferred_username']);
    // Not preferred_username: a browser could otherwise take a name without the server's uniqueness claim.
    assert.deepEqual(clientProps.WriteAttributes, ['locale']);
  });

  test('preferred_username is declared mutable and optional (renames set it through the admin API)', () => {
    const declared = (poolProps.Schema as CfnJson[]).find((a) => a.Name === 'preferred_username');
    assert.deepEqual(declared, { Name: 'preferred_username', Mutable: true, Required: false });
  });

  test('the local pool mirrors this pool and client (infra/local/cognito-setup.ts)', () => {
    assert.deepEqual([...ALIAS_ATTRIBUTES].sort(), [...poolProps.AliasAttributes].sort());
    for (const attribute of CUSTOM_ATTRIBUTES) {
      assert.ok(
        (poolProps.Schema as CfnJson[]).some((a) => a.Name === attribute.Name && a.AttributeDataType === attribute.AttributeDataType && a.Mutable === attribute.Mutable),
        attribute.Name,
      );
    }
    const local = WEB_CLIENT_SETTINGS;
    assert.deepEqual([...(local.ExplicitAuthFlows ?? [])].sort(), [...clientProps.ExplicitAuthFlows].sort());
    assert.deepEqual([...(local.ReadAttributes ?? [])].sort(), [...clientProps.ReadAttributes].sort());
    assert.deepEqual(local.WriteAttributes, clientProps.WriteAttributes);
    assert.equal(local.PreventUserExistenceErrors, clientProps.PreventUserExistenceErrors);
    assert.equal(local.EnableTokenRevocation, clientProps.EnableTokenRevocation);
    const minutes = { minutes: 1, hours: 60, days: 1440 } as const;
    const inMinutes = (value: number | undefined, unit: string | undefined) => (value ?? 0) * minutes[(unit ?? 'minutes') as keyof typeof minutes];
    const units = clientProps.TokenValidityUnits as Record<string, string>;
    assert.equal(inMinutes(local.AccessTokenValidity, local.TokenValidityUnits?.AccessToken), inMinutes(clientProps.AccessTokenValidity, units.AccessToken));
    assert.equal(inMinutes(local.IdTokenValidity, local.TokenValidityUnits?.IdToken), inMinutes(clientProps.IdTokenValidity, units.IdToken));
    assert.equal(inMinutes(local.RefreshTokenValidity, local.TokenValidityUnits?.RefreshToken), inMinutes(clientProps.RefreshTokenValidity, units.RefreshToken));
  });

  test('the code-hash key: a generated 64-hex-character secret, retained, named for the stage', () => {
    template.resourceCountIs('AWS::SecretsManager::Secret', 1);
    template.hasResource('AWS::SecretsManager::Secret', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        Name: 'forksure/dev/code-hash-key',
        GenerateSecretString: Match.objectLike({ PasswordLength: 64, ExcludeUppercase: true, ExcludePunctuation: true, IncludeSpace: false }),
      }),
    });
    // What is left of the alphabet is exactly the hex digits.
    const [secret] = Object.values(template.findResources('AWS::SecretsManager::Secret'));
    const excluded = new Set<string>(secret?.Properties.GenerateSecretString.ExcludeCharacters);
    const lower = [...'abcdefghijklmnopqrstuvwxyz'].filter((c) => !excluded.has(c));
    assert.deepEqual(lower, [...'abcdef']);
    assert.equal(secret?.Properties.GenerateSecretString.SecretStringTemplate, undefined, 'a plain string, not JSON');
  });
});
