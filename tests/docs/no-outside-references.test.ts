import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  danglingRuleCitations,
  describeFindings,
  outsideReferences,
  repoRoot,
  repositoryTextFiles,
  ruleSections,
  type Finding,
} from './outside-references';

// The repository stands on its own: the product's rules are cited from docs/product-rules.md, and
// no file points at the specification documents or at paths outside the repository.

const RULES_DOC = 'docs/product-rules.md';
const specWord = ['spec', '00'].join(' ');

function readAll(): { file: string; text: string }[] {
  return repositoryTextFiles().flatMap((file) => {
    try {
      return [{ file, text: readFileSync(join(repoRoot, file), 'utf8') }];
    } catch {
      return []; // listed but deleted in the work tree
    }
  });
}

test('no file cites the specification documents or refers to a path outside the repository', { timeout: 60_000 }, () => {
  const findings: Finding[] = readAll().flatMap(({ file, text }) => outsideReferences(file, text));
  assert.equal(findings.length, 0, `${findings.length} outside references:\n${describeFindings(findings)}`);
});

test('every product-rules § citation names a section that docs/product-rules.md has', { timeout: 60_000 }, () => {
  const sections = ruleSections(readFileSync(join(repoRoot, RULES_DOC), 'utf8'));
  assert.ok(sections.size > 10, `${RULES_DOC} defines its numbered sections (found ${sections.size})`);
  const findings = readAll().flatMap(({ file, text }) => danglingRuleCitations(file, text, sections));
  assert.equal(findings.length, 0, `${findings.length} dangling citations:\n${describeFindings(findings)}`);
});

test('docs/product-rules.md numbers each section once', { timeout: 10_000 }, () => {
  const headings = [...readFileSync(join(repoRoot, RULES_DOC), 'utf8').matchAll(/^#{2,3}\s+(\d+(?:\.\d+)?)[.\s]/gm)].map((m) => m[1]!);
  const repeated = headings.filter((number, i) => headings.indexOf(number) !== i);
  assert.deepEqual(repeated, [], `section numbers used twice: ${repeated.join(', ')}`);
});

// The detectors themselves, on made-up text, so a broken pattern cannot pass silently.

test('the detector finds a specification citation in any case, and the machine paths', { timeout: 10_000 }, () => {
  const text = `// ${specWord}0 save toggle\n/** ${specWord.toUpperCase()}1 section 4 */\nsee /${'work'}/shared/x and ${['shared', 'spec'].join('/')}/000.txt`;
  const found = outsideReferences('web/src/x.ts', text).map((f) => f.line);
  assert.deepEqual(found, [1, 2, 3, 3], `found on lines ${found.join(', ')}`);
});

test('a relative path is flagged when it climbs out of the repository (in Markdown, or into a shared folder beside it)', { timeout: 10_000 }, () => {
  assert.equal(outsideReferences('README.md', 'the rules are in ../shared/rules.txt').length, 1, 'README climbing out');
  assert.equal(outsideReferences('docs/x.md', 'see [it](../../notes.md)').length, 1, 'docs climbing out');
  assert.equal(outsideReferences('functions/x.ts', "import y from '../../shared/z';").length, 1, 'code reaching a shared folder outside');
  assert.equal(outsideReferences('docs/x.md', 'see [it](../README.md) and ../shared/api').length, 0, 'paths inside the repository');
  assert.equal(outsideReferences('functions/lib/x.ts', "import y from '../../shared/api';").length, 0, 'the repository shared folder');
});

test('a citation of a section the rules document lacks is reported; an existing one is not', { timeout: 10_000 }, () => {
  const sections = ruleSections('# Rules\n## 4. Saving\n### 4.1 Save toggle\n## 12. Feedback\n');
  assert.deepEqual([...sections].sort(), ['12', '4', '4.1']);
  const text = 'product-rules §4.1 and docs/product-rules.md §12, then product-rules §4.2 and product-rules §5';
  assert.deepEqual(
    danglingRuleCitations('x.ts', text, sections).map((f) => f.text),
    ['product-rules §4.2', 'product-rules §5'],
  );
});
