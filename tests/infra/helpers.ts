import { App } from 'aws-cdk-lib';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addForksureStacks, type ForksureStacks } from '../../infra/forksure-app';

/** A throwaway web build, so infra tests do not depend on `npm run build:web`. */
export function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'forksure-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Forksure</title>');
  return dir;
}

/**
 * The whole app as `npm run synth` builds it, minus Lambda bundling (an empty bundling-stacks list
 * makes NodejsFunction skip esbuild), which keeps the infra tests fast.
 */
export function buildApp(context: Record<string, unknown> = {}): { app: App; stacks: ForksureStacks } {
  const app = new App({
    outdir: mkdtempSync(join(tmpdir(), 'forksure-cdk-')),
    context: { 'aws:cdk:bundling-stacks': [], webDist: fakeWebBuild(), ...context },
  });
  const stacks = addForksureStacks(app);
  return { app, stacks };
}
