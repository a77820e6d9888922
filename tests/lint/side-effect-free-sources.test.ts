import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { SIDE_EFFECT_FREE_ROOTS, SIDE_EFFECT_MODULES } from '../../web/side-effect-free-sources-plugin';

/**
 * The web build treats our modules as side-effect free (web/side-effect-free-sources-plugin.ts): a
 * module none of whose exports are used is dropped. That is only right while each module's top
 * level just declares things; a module that must run when imported (a listener, a set-up call)
 * has to be one of SIDE_EFFECT_MODULES, or the bundler may silently leave it out.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');

const DECLARATION_KINDS = new Set([
  ts.SyntaxKind.ImportDeclaration,
  ts.SyntaxKind.ImportEqualsDeclaration,
  ts.SyntaxKind.ExportDeclaration,
  ts.SyntaxKind.ExportAssignment,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.EnumDeclaration,
  ts.SyntaxKind.ModuleDeclaration,
  ts.SyntaxKind.VariableStatement,
  ts.SyntaxKind.EmptyStatement,
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Top-level statements that do something when the module loads, and bare `import 'x'` of our own modules. */
export function loadTimeEffects(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  return file.statements.flatMap((statement) => {
    const line = file.getLineAndCharacterOfPosition(statement.getStart()).line + 1;
    const text = statement.getText().split('\n')[0]!.slice(0, 80);
    if (ts.isImportDeclaration(statement) && !statement.importClause && ts.isStringLiteral(statement.moduleSpecifier)) {
      const target = statement.moduleSpecifier.text;
      return /\.css$/.test(target) ? [] : [`line ${line}: bare import ${target}`];
    }
    if (ts.isClassDeclaration(statement) && statement.members.some((m) => ts.isClassStaticBlockDeclaration(m))) return [`line ${line}: class static block`];
    return DECLARATION_KINDS.has(statement.kind) ? [] : [`line ${line}: ${text}`];
  });
}

test('only the listed modules do anything when imported; the rest just declare', () => {
  const offenders: string[] = [];
  for (const root of SIDE_EFFECT_FREE_ROOTS) {
    for (const path of sourceFiles(resolve(repoRoot, root))) {
      const name = relative(repoRoot, path);
      if ((SIDE_EFFECT_MODULES as readonly string[]).includes(name)) continue;
      for (const effect of loadTimeEffects(path, readFileSync(path, 'utf8'))) offenders.push(`${name} ${effect}`);
    }
  }
  assert.deepEqual(offenders, [], 'add these to SIDE_EFFECT_MODULES in web/side-effect-free-sources-plugin.ts, or move the work into a function');
});

test('the listed modules exist and really have load-time work', () => {
  for (const name of SIDE_EFFECT_MODULES) {
    const effects = loadTimeEffects(name, readFileSync(resolve(repoRoot, name), 'utf8'));
    assert.ok(effects.length > 0, `${name} does nothing when imported: take it off the list`);
  }
});

test('the check sees listeners, calls and bare imports, and lets declarations and CSS pass', () => {
  assert.deepEqual(loadTimeEffects('a.ts', "import './styles.css';\nimport { z } from 'zod';\nexport const schema = z.object({});\nexport function f() {}\ntype T = string;"), []);
  assert.equal(loadTimeEffects('a.ts', "window.addEventListener('storage', () => {});").length, 1);
  assert.equal(loadTimeEffects('a.ts', "import './register';").length, 1);
  assert.equal(loadTimeEffects('a.ts', 'if (globalThis.x) setUp();').length, 1);
  assert.equal(loadTimeEffects('a.ts', 'class A { static { setUp(); } }').length, 1);
});
