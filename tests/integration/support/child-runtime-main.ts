import { resolve } from 'node:path';
import { watchParent } from '../../../infra/local/parent-watch';
import { startLocalRuntime } from '../../../infra/local/runtime';

/**
 * The local runtime (API only, no web build) as a process of its own, for tests that kill it
 * outright: started on PORT with FORKSURE_DATA_DIR, as `npm start` reads them, it prints one line
 * `RUNTIME <json>` with what a test needs to reach it (child-runtime.ts reads it).
 */
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

// A test process that dies must not leave this server listening.
watchParent(() => process.exit(1));

const runtime = await startLocalRuntime({ port: Number(process.env.PORT ?? 0), dataDir: process.env.FORKSURE_DATA_DIR!, repoRoot, log: () => undefined });
process.on('SIGTERM', () => void runtime.close().then(() => process.exit(0)));
const { url, port, userPoolId, userPoolClientId, cognitoEndpoint, dynamoEndpoint, tableName } = runtime;
console.log(`RUNTIME ${JSON.stringify({ url, port, userPoolId, userPoolClientId, cognitoEndpoint, dynamoEndpoint, tableName })}`);
