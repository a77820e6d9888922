import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Template } from 'aws-cdk-lib/assertions';
import { GSI1, GSI2, TABLE_KEYS } from '../../functions/lib/data/table-definition';
import { buildApp, type CfnJson } from './helpers';

describe('Data stack', () => {
  const { stacks } = buildApp();
  const template = Template.fromStack(stacks.data);

  test('one table with pk/sk, on-demand, TTL on expiresAt, PITR and encryption', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
      DeletionProtectionEnabled: true,
    });
  });

  test('gsi1 projects all attributes, gsi2 keys only', () => {
    const [table] = Object.values(template.findResources('AWS::DynamoDB::Table'));
    const gsis = table?.Properties.GlobalSecondaryIndexes as Array<Record<string, CfnJson>>;
    assert.deepEqual(
      gsis.map((g) => [g.IndexName, g.KeySchema.map((k: { AttributeName: string }) => k.AttributeName), g.Projection.ProjectionType]),
      [
        [GSI1.indexName, [GSI1.partitionKey, GSI1.sortKey], 'ALL'],
        [GSI2.indexName, [GSI2.partitionKey, GSI2.sortKey], 'KEYS_ONLY'],
      ],
    );
  });

  test('the table is retained when the stack is deleted or replaced', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });
});
