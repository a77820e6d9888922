import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { GSI1, GSI2, TABLE_KEYS } from '../../functions/lib/data/table-definition';

/** Stateful: the single DynamoDB table (docs/architecture.md, section 6). Retained when the stack goes. */
export class DataStack extends Stack {
  readonly table: Table;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    const s = (name: string) => ({ name, type: AttributeType.STRING });
    this.table = new Table(this, 'Table', {
      partitionKey: s(TABLE_KEYS.partitionKey),
      sortKey: s(TABLE_KEYS.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE_KEYS.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.table.addGlobalSecondaryIndex({
      indexName: GSI1.indexName,
      partitionKey: s(GSI1.partitionKey),
      sortKey: s(GSI1.sortKey),
      projectionType: ProjectionType.ALL,
    });
    // Keys only: the cleanup job needs just pk/sk of what is due, and this keeps the index cheap.
    this.table.addGlobalSecondaryIndex({
      indexName: GSI2.indexName,
      partitionKey: s(GSI2.partitionKey),
      sortKey: s(GSI2.sortKey),
      projectionType: ProjectionType.KEYS_ONLY,
    });

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
  }
}
