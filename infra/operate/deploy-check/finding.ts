/** One line of `npm run deploy:check`: what was checked, whether it is ready, and the fix when not. */
export interface Finding {
  check: string;
  /** `missing` stops the deploy check (exit 1); `warning` is worth reading; `ok` is ready. */
  status: 'ok' | 'warning' | 'missing';
  detail: string;
  fix?: string;
}

export const ok = (check: string, detail: string): Finding => ({ check, status: 'ok', detail });
export const warning = (check: string, detail: string, fix?: string): Finding => ({ check, status: 'warning', detail, ...(fix ? { fix } : {}) });
export const missing = (check: string, detail: string, fix: string): Finding => ({ check, status: 'missing', detail, fix });

/** The printed report: problems first, each with its fix. */
export function renderFindings(findings: Finding[]): string {
  const order = { missing: 0, warning: 1, ok: 2 } as const;
  const mark = { missing: 'MISSING', warning: 'WARNING', ok: 'ok     ' } as const;
  const lines = [...findings]
    .sort((a, b) => order[a.status] - order[b.status])
    .flatMap((f) => [`${mark[f.status]}  ${f.check}: ${f.detail}`, ...(f.fix ? [`         fix: ${f.fix}`] : [])]);
  const problems = findings.filter((f) => f.status === 'missing').length;
  const warnings = findings.filter((f) => f.status === 'warning').length;
  lines.push('', problems ? `${problems} missing, ${warnings} warnings: fix the missing ones before \`npm run deploy\`.` : `Ready to deploy (${warnings} warnings).`);
  return lines.join('\n');
}
