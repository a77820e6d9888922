import { App, type Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import type { CfnResource } from 'aws-cdk-lib';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../infra/config';
import { addForksureStacks, type ForksureStacks } from '../../infra/forksure-app';

/** A throwaway web build, so infra tests do not depend on `npm run build:web`. */
export function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'forksure-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Forksure</title>');
  return dir;
}

/** The feature flags of cdk.json, so tests synthesize exactly what `npm run synth` does. */
function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  return cdkJson.context ?? {};
}

/**
 * The whole app as `npm run synth` builds it, minus Lambda bundling (an empty bundling-stacks list
 * makes the function assets skip esbuild), which keeps the infra tests fast.
 */
export function buildApp(context: Record<string, unknown> = {}): { app: App; stacks: ForksureStacks } {
  const app = new App({
    outdir: mkdtempSync(join(tmpdir(), 'forksure-cdk-')),
    context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [], webDist: fakeWebBuild(), ...context },
  });
  const stacks = addForksureStacks(app);
  return { app, stacks };
}

export function logicalId(construct: { node: { defaultChild?: unknown } } & object, stack: Stack): string {
  return stack.getLogicalId(construct.node.defaultChild as CfnResource);
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, unknown>;
}

/** Every IAM statement attached (via AWS::IAM::Policy) to the role with this logical id. */
export function roleStatements(template: Template, roleLogicalId: string): Statement[] {
  const policies = template.findResources('AWS::IAM::Policy');
  return Object.values(policies)
    .filter((p) => JSON.stringify(p.Properties.Roles).includes(`"${roleLogicalId}"`))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
}

export const actionsOf = (statements: Statement[]): string[] =>
  statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));

/**
 * Synthesized CloudFormation is untyped JSON and the assertions index into it freely; this one
 * alias keeps that looseness in a single, visible place.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CfnJson = any;
