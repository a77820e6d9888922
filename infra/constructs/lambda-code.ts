import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { REPO_ROOT } from '../config';

const BUNDLER = resolve(REPO_ROOT, 'infra', 'constructs', 'bundle-function.ts');

/**
 * The code asset of a function: `index.mjs` bundled on this machine by `bundle-function.ts` with
 * the house esbuild options and plugins (lambda-bundling.ts), as NodejsFunction bundled it before
 * (same handler file, hash of the output, skipped when a synth leaves bundling out). There is no
 * Docker fallback: the repository's own dependencies are the bundler.
 */
export function lambdaCode(entry: string): Code {
  return Code.fromAsset(REPO_ROOT, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22'),
      command: ['sh', '-c', 'echo "Forksure functions are bundled locally: run npm ci first." >&2; exit 1'],
      local: {
        tryBundle(outputDir) {
          const run = spawnSync(process.execPath, ['--import', 'tsx', BUNDLER, resolve(REPO_ROOT, entry), outputDir], { cwd: REPO_ROOT, stdio: 'inherit' });
          if (run.status !== 0) throw new Error(`Bundling ${entry} failed (exit ${run.status ?? run.signal}).`);
          return true;
        },
      },
    },
  });
}
