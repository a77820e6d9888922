import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { buildApp, type CfnJson } from './helpers';

describe('Auth stack', () => {
  const { stacks } = buildApp();
  const template = Template.fromStack(stacks.auth);

  test('sign-in by username or email, case-insensitive, no self sign-up', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AliasAttributes: ['email'],
      UsernameAttributes: Match.absent(),
      UsernameConfiguration: { CaseSensitive: false },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    });
  });

  test('Cognito has no path to send a message: nothing auto-verified, admin-only recovery, no SMS', () => {
    const [pool] = Object.values(template.findResources('AWS::Cognito::UserPool'));
    const props = pool?.Properties as Record<string, CfnJson>;
    assert.ok(!props.AutoVerifiedAttributes || props.AutoVerifiedAttributes.length === 0, 'no auto-verified attributes');
    assert.deepEqual(props.AccountRecoverySetting, { RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }] });
    assert.deepEqual(props.EnabledMfas, ['SOFTWARE_TOKEN_MFA']);
    assert.equal(props.SmsConfiguration, undefined);
  });

  test('password policy is the product rule (6+), enforced further in code', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 6 }) },
    });
  });

  test('the pool is retained and deletion-protected', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
  });

  test('one public web client: no secret, SRP + USER_PASSWORD + refresh, email not writable', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    const [client] = Object.values(template.findResources('AWS::Cognito::UserPoolClient'));
    const props = client?.Properties as Record<string, CfnJson>;
    assert.equal(props.GenerateSecret, false);
    assert.deepEqual([...props.ExplicitAuthFlows].sort(), ['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH']);
    assert.equal(props.PreventUserExistenceErrors, 'ENABLED');
    assert.ok(!props.WriteAttributes.includes('email'), 'users cannot change email without the product code');
  });
});
