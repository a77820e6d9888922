import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { CLOCK_FILE_ENV } from '../../functions/lib/clock';
import { buildApp } from './helpers';

test('no Lambda function in AWS has the local clock file variable: there the server clock is the system clock', () => {
  const { app } = buildApp();
  let checked = 0;
  for (const stack of app.node.findAll().filter((c): c is Stack => Stack.isStack(c))) {
    for (const [id, fn] of Object.entries(Template.fromStack(stack).findResources('AWS::Lambda::Function'))) {
      checked++;
      const variables = (fn.Properties as { Environment?: { Variables?: Record<string, unknown> } }).Environment?.Variables ?? {};
      assert.ok(!(CLOCK_FILE_ENV in variables), `${stack.stackName}/${id} sets ${CLOCK_FILE_ENV}`);
    }
  }
  assert.ok(checked > 10, `looked at every function (${checked})`);
});
