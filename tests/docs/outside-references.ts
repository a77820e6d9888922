import { execFileSync } from 'node:child_process';
import { dirname, relative, resolve } from 'node:path';

/**
 * What the repository may not lean on: the product's rules live in docs/product-rules.md, so no
 * file cites the original specification documents by number, and nothing points at a path outside
 * the repository (a clone has only the repository). The patterns are built from pieces so this
 * file does not match itself.
 */
export const repoRoot = resolve(import.meta.dirname, '..', '..');

/** A citation of the original specification documents by number: the word "spec", a space, then 000 or 001. */
const SPEC_CITATION = new RegExp(String.raw`\bspec 0` + String.raw`0[01]\b`, 'gi');
/** This machine's work folder and the specification folder beside the repository. */
const MACHINE_PATH = new RegExp(['/wo', 'rk/'].join('') + '|' + ['shared', 'spec/'].join('/'), 'g');
/** A relative path that climbs up (`../x`, `../../x`). */
const CLIMBING_PATH = /(?:\.\.\/)+[\w.@-]*/g;
/** `product-rules §4`, `product-rules §4.2`, `docs/product-rules.md §4`. */
const RULES_CITATION = /product-rules(?:\.md)?\s+§(\d+(?:\.\d+)?)/g;

const TEXT_FILE = /\.(?:ts|tsx|js|mjs|cjs|md|json|ya?ml|css|html|txt|sh)$/;

export interface Finding {
  file: string;
  line: number;
  text: string;
  problem: string;
}

/** Tracked and new (not ignored) text files, relative to the repository root. */
export function repositoryTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: repoRoot, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => TEXT_FILE.test(file) && file !== 'package-lock.json' && !file.includes('node_modules/'));
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/**
 * Everything in one file's text that refers outside the repository: citations of the
 * specification documents, the machine's paths, and (in Markdown, which is read on its own, and
 * for any path into the specification folder) relative paths that climb out of the repository.
 */
export function outsideReferences(file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  for (const match of text.matchAll(SPEC_CITATION)) {
    findings.push({ file, line: lineOf(text, match.index), text: match[0], problem: 'cites the specification documents; cite docs/product-rules.md instead' });
  }
  for (const match of text.matchAll(MACHINE_PATH)) {
    findings.push({ file, line: lineOf(text, match.index), text: match[0], problem: 'names a path outside the repository' });
  }
  for (const match of text.matchAll(CLIMBING_PATH)) {
    const target = relative(repoRoot, resolve(repoRoot, dirname(file), match[0]));
    const outside = target === '..' || target.startsWith('../');
    const intoSharedFolder = /^\.\.\/shared(?:\/|$)/.test(target);
    if (outside && (file.endsWith('.md') || intoSharedFolder)) {
      findings.push({ file, line: lineOf(text, match.index), text: match[0], problem: 'climbs out of the repository' });
    }
  }
  return findings;
}

/** The section numbers docs/product-rules.md defines: `## 4. Title` gives 4, `### 4.2 Title` gives 4.2. */
export function ruleSections(markdown: string): Set<string> {
  const sections = new Set<string>();
  for (const match of markdown.matchAll(/^##\s+(\d+)\.\s/gm)) sections.add(match[1]!);
  for (const match of markdown.matchAll(/^###\s+(\d+\.\d+)\s/gm)) sections.add(match[1]!);
  return sections;
}

/** Every `product-rules §N[.M]` citation in a file's text whose section does not exist. */
export function danglingRuleCitations(file: string, text: string, sections: Set<string>): Finding[] {
  const findings: Finding[] = [];
  for (const match of text.matchAll(RULES_CITATION)) {
    if (!sections.has(match[1]!)) {
      findings.push({ file, line: lineOf(text, match.index), text: match[0], problem: 'cites a section docs/product-rules.md does not have' });
    }
  }
  return findings;
}

export function describeFindings(findings: readonly Finding[]): string {
  return findings.map((f) => `${f.file}:${f.line}: "${f.text}" ${f.problem}`).join('\n');
}
