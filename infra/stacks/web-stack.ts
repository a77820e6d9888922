import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, type CfnBucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import type { RuntimeConfig } from '../../shared/config/runtime-config';
import { assertWebBuild } from '../config';
import { acknowledge } from '../nag';
import { MapKey } from '../constructs/map-key';

export interface WebStackProps extends StackProps {
  stage: string;
  /** Directory of the web build (`npm run build:web` writes web/dist). */
  webDistDir: string;
  apiUrl: string;
  userPoolId: string;
  userPoolClientId: string;
}

/**
 * Builds the Content-Security-Policy. Scripts only from the site itself; the browser talks to the
 * API, to Cognito's IdP endpoint (Amplify) and to Amazon Location Service Maps (the street map's style,
 * tiles, glyphs and sprites) and nothing else. MapLibre runs its workers from blob: URLs (`worker-src`). `style-src 'unsafe-inline'` is
 * needed because the toast library (sonner) injects its stylesheet at run time and Radix sets
 * positioning styles; scripts stay strict, which is what blocks injection.
 */
export function contentSecurityPolicy(apiUrl: string, region: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${apiUrl} https://cognito-idp.${region}.amazonaws.com https://maps.geo.${region}.amazonaws.com`,
    // The installable app (product-rules §3.6): its service worker and manifest come from the site only;
    // MapLibre runs its tile workers from blob: URLs.
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/** The files that decide which build an installed app runs (web/pwa-plugin.ts): never cached. */
export const APP_UPDATE_PATHS = ['/sw.js', '/manifest.webmanifest'];

/** Stateless: the SPA on private S3 behind CloudFront, plus the runtime config.json. */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  readonly responseHeadersPolicy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    assertWebBuild(props.webDistDir);

    // Access logs of the site bucket and of CloudFront. CloudFront standard logging writes with
    // ACLs, hence OBJECT_WRITER ownership on this bucket only. cdk-nag does not ask a log bucket
    // to log itself (S1), which would loop.
    const logBucket = new Bucket(this, 'AccessLogBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });

    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: logBucket,
      serverAccessLogsPrefix: 's3/',
    });

    const securityHeadersBehavior = {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(props.apiUrl, this.region), override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        // Modern advice: turn the legacy XSS auditor off ("0"); the CSP does the job.
        xssProtection: { protection: false, override: true },
    };
    const customHeaders = [
      // Location search and voice search need geolocation and the microphone, nothing else.
      { header: 'Permissions-Policy', value: 'camera=(), geolocation=(self), microphone=(self), payment=(), usb=()', override: true },
      { header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true },
    ];
    this.responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Forksure security headers and CSP',
      securityHeadersBehavior,
      customHeadersBehavior: { customHeaders },
    });
    // The service worker and the manifest decide which build a phone runs: never kept by an edge or a browser
    // (product-rules §3.6), so a deployment reaches installed apps on their next start.
    const appUpdateHeaders = new ResponseHeadersPolicy(this, 'AppUpdateHeaders', {
      comment: 'Forksure security headers; the service worker and manifest are never cached',
      securityHeadersBehavior,
      customHeadersBehavior: { customHeaders: [...customHeaders, { header: 'Cache-Control', value: 'no-cache', override: true }] },
    });

    // Edges keep objects for a day (every deploy invalidates them); browsers revalidate each time
    // (Cache-Control below), so a new config.json or index.html is seen on the next load.
    const cachePolicy = new CachePolicy(this, 'SiteCache', {
      minTtl: Duration.days(1),
      defaultTtl: Duration.days(1),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const origin = S3BucketOrigin.withOriginAccessControl(this.siteBucket);
    const uncachedBehavior = {
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      responseHeadersPolicy: appUpdateHeaders,
    };
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Forksure web (${props.stage})`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      additionalBehaviors: Object.fromEntries(APP_UPDATE_PATHS.map((path) => [path, uncachedBehavior])),
      defaultBehavior: {
        origin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy,
        responseHeadersPolicy: this.responseHeadersPolicy,
        compress: true,
      },
      // SPA: client-side routes are not objects. S3 answers 403 for a missing key (no ListBucket),
      // so both map to index.html with 200 and react-router takes over.
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 200,
        responsePagePath: '/index.html',
        ttl: Duration.seconds(10),
      })),
      enableLogging: true,
      logBucket,
      logFilePrefix: 'cloudfront/',
    });

    // The street map: a key only this site's pages may use, only for map reads (product-rules §4.10).
    const mapKey = new MapKey(this, 'MapKey', { stage: props.stage, siteOrigin: `https://${this.distribution.distributionDomainName}` });
    MapKey.acknowledgeProvider(this);

    const runtimeConfig: RuntimeConfig = {
      apiUrl: props.apiUrl,
      region: this.region,
      userPoolId: props.userPoolId,
      userPoolClientId: props.userPoolClientId,
      mode: 'aws',
      stage: props.stage,
      map: { styleUrl: mapKey.styleUrl, apiKey: mapKey.apiKey },
    };
    new BucketDeployment(this, 'DeployWeb', {
      sources: [Source.asset(props.webDistDir), Source.jsonData('config.json', runtimeConfig)],
      destinationBucket: this.siteBucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      cacheControl: [CacheControl.fromString('public, max-age=0, must-revalidate')],
      memoryLimit: 512,
    });
    this.acknowledgeDeploymentProvider();

    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'Forksure is offered worldwide in nine languages; there is no country the product must block, so no geo restriction.',
    );
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR2',
      'The distribution serves only static, public files of the SPA (no forms, no server code); a WAF web ACL adds cost without a request path to protect. The API has its own throttling and JWT authorizer.',
    );
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR4',
      'No custom domain yet, so the distribution uses the default *.cloudfront.net certificate, whose TLS policy cannot be set; add a domain with an ACM certificate and TLSv1.2_2021 to close this.',
    );

    new CfnOutput(this, 'WebUrl', { value: `https://${this.distribution.distributionDomainName}` });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucketName });
  }

  /** BucketDeployment's provider Lambda is CDK's own singleton; its findings are answered here. */
  private acknowledgeDeploymentProvider(): void {
    const provider = this.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!provider) throw new Error('BucketDeployment provider function not found; update WebStack');
    acknowledge(
      provider,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'CDK\'s BucketDeployment provider (a CDK-owned singleton Lambda) is created with the basic execution role for its own CloudWatch logs; it runs only during deployments.',
    );
    const siteBucketId = this.getLogicalId(this.siteBucket.node.defaultChild as CfnBucket);
    const s3Wildcards = [
      'Action::s3:GetObject*',
      'Action::s3:GetBucket*',
      'Action::s3:List*',
      'Action::s3:DeleteObject*',
      'Action::s3:Abort*',
      `Resource::<${siteBucketId}.Arn>/*`,
      'Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*',
    ];
    for (const finding of s3Wildcards) {
      acknowledge(
        provider,
        `AwsSolutions-IAM5[${finding}]`,
        'Generated by CDK\'s BucketDeployment grants: the provider must read any object of the CDK asset bucket it is handed and replace (sync and prune) every object of the site bucket; the action groups are those of grantRead/grantReadWrite on exactly these two buckets.',
      );
    }
    acknowledge(
      provider,
      'AwsSolutions-IAM5[Resource::*]',
      'The BucketDeployment provider calls cloudfront:CreateInvalidation and cloudfront:GetInvalidation after each upload, which CDK grants on Resource "*"; it runs only during deployments.',
    );
    acknowledge(
      provider,
      'AwsSolutions-L1',
      'The BucketDeployment provider runtime is chosen and updated by aws-cdk-lib itself, not by this project; it runs only during deployments.',
    );
  }
}
