import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * The import graph of our own sources, read with TypeScript's own parser and resolver (the
 * tsconfig's paths included, so `@/…` and `@shared/…` resolve as the compiler and Vite resolve
 * them). Every import counts: static, type-only, re-exports and `import()` with a literal path.
 */
export const repoRoot = resolve(import.meta.dirname, '..', '..');

export interface ImportEdge {
  from: string;
  to: string;
  /** The module text as written, for the failure message. */
  specifier: string;
}

const SOURCE = /\.(ts|tsx)$/;
const NOT_SOURCE = /\.(test|spec)\.(ts|tsx)$|\.d\.ts$/;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (SOURCE.test(entry.name) && !NOT_SOURCE.test(entry.name)) out.push(path);
  }
  return out;
}

function compilerOptions(tsconfig: string): ts.CompilerOptions {
  const read = ts.readConfigFile(tsconfig, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, dirname(tsconfig)).options;
}

/** The module texts one file imports: declarations, re-exports, and import('literal'). */
export function importedSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) found.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The edges between our files under `roots` (repository-relative folders), each file's imports
 * resolved with the compiler options of `tsconfig`. Imports of packages are left out.
 */
export function importEdges(roots: readonly string[], tsconfig: string): ImportEdge[] {
  const options = compilerOptions(resolve(repoRoot, tsconfig));
  const host = ts.createCompilerHost(options);
  const edges: ImportEdge[] = [];
  for (const root of roots) {
    for (const file of sourceFiles(resolve(repoRoot, root))) {
      for (const specifier of importedSpecifiers(file, readFileSync(file, 'utf8'))) {
        const resolved = ts.resolveModuleName(specifier, file, options, host).resolvedModule;
        if (!resolved || resolved.isExternalLibraryImport || resolved.resolvedFileName.includes(`${sep}node_modules${sep}`)) continue;
        edges.push({ from: relative(repoRoot, file), to: relative(repoRoot, resolved.resolvedFileName), specifier });
      }
    }
  }
  return edges;
}

/**
 * The import circles: Tarjan's strongly connected components with more than one file, or a file
 * that imports itself. Each comes back sorted, so the message is stable.
 */
export function importCycles(edges: readonly Pick<ImportEdge, 'from' | 'to'>[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;
  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; child: number }> = [{ node: start, child: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const children = next.get(frame.node)!;
      if (frame.child < children.length) {
        const child = children[frame.child++]!;
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter++);
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, child: 0 });
        } else if (onStack.has(child)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(child)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfImport = children.includes(frame.node);
        if (component.length > 1 || selfImport) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

/** A circle for a failure message: its files, and the imports that tie them. */
export function describeCycle(cycle: readonly string[], edges: readonly ImportEdge[]): string {
  const members = new Set(cycle);
  const ties = edges.filter((e) => members.has(e.from) && members.has(e.to)).map((e) => `    ${e.from} -> ${e.to} ('${e.specifier}')`);
  return `  ${cycle.length} files:\n${[...new Set(ties)].join('\n')}`;
}
