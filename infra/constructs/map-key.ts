import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { CfnAPIKey } from 'aws-cdk-lib/aws-location';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';

/** The Amazon Location Service Maps style the web draws on (a MapLibre style descriptor). */
export const MAP_STYLE = 'Standard';

/**
 * The actions the key may call: reading map tiles for MapLibre (GetTile) and static map images
 * (GetStaticMap), the two map reads an Amazon Location API key accepts for the Maps API; nothing else.
 */
export const MAP_KEY_ACTIONS = ['geo-maps:GetTile', 'geo-maps:GetStaticMap'] as const;

export interface MapKeyProps {
  stage: string;
  /** The site's origin (https://…cloudfront.net): the only page allowed to use the key. */
  siteOrigin: string;
}

/**
 * The street map's API key (product-rules §4.10): Amazon Location Service Maps, readable only from the
 * site's pages (AllowReferers) and only for map reads. The key is public by design (the browser sends it
 * with every tile request); the restrictions are what protect it. CloudFormation does not return a key's
 * value, so a one-call custom resource reads it (DescribeKey) for the web's config.json.
 */
export class MapKey extends Construct {
  readonly styleUrl: string;
  readonly apiKey: string;
  readonly key: CfnAPIKey;

  constructor(scope: Construct, id: string, props: MapKeyProps) {
    super(scope, id);
    const { region, partition } = Stack.of(this);
    this.key = new CfnAPIKey(this, 'Key', {
      keyName: `forksure-${props.stage}-web-map`,
      description: 'Forksure web: street map tiles for the results and detail pages',
      noExpiry: true,
      // Changing the restrictions updates the key in place (the value the web holds stays valid).
      forceUpdate: true,
      restrictions: {
        allowActions: [...MAP_KEY_ACTIONS],
        allowResources: [`arn:${partition}:geo-maps:${region}::provider/default`],
        allowReferers: [`${props.siteOrigin}/*`],
      },
    });

    const read = new AwsCustomResource(this, 'ReadKey', {
      onUpdate: {
        service: 'Location',
        action: 'DescribeKey',
        parameters: { KeyName: this.key.keyName },
        physicalResourceId: PhysicalResourceId.of(`${props.stage}-web-map-key`),
        outputPaths: ['Key'],
      },
      policy: AwsCustomResourcePolicy.fromStatements([new PolicyStatement({ actions: ['geo:DescribeKey'], resources: [this.key.attrArn] })]),
      installLatestAwsSdk: false,
    });
    read.node.addDependency(this.key);
    this.apiKey = read.getResponseField('Key');
    this.styleUrl = `https://maps.geo.${region}.amazonaws.com/v2/styles/${MAP_STYLE}/descriptor`;
  }

  /** cdk-nag's finding on the custom resource's CDK-owned Lambda (its log role), answered once per stack. */
  static acknowledgeProvider(stack: Stack): void {
    const provider = stack.node.children.find((c) => c.node.id.startsWith('AWS679f53fac002430cb0da5b7982bd2287'));
    if (!provider) throw new Error('AwsCustomResource provider function not found; update MapKey.acknowledgeProvider');
    acknowledge(
      provider,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      "CDK's AwsCustomResource provider (a CDK-owned singleton Lambda) gets the basic execution role for its own CloudWatch logs; it runs only during deployments, to read the map key.",
    );
  }
}
