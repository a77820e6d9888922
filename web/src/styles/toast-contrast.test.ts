import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';

/**
 * The rich toast colours (index.css overrides sonner's text colours; the backgrounds are sonner's)
 * meet WCAG AA: at least 4.5:1 for their 13-14 px text. Checked here rather than by axe in the
 * browser, where a toast fading in or out would make the result depend on timing.
 */
const ours = readFileSync(join(import.meta.dirname, 'index.css'), 'utf8');
const sonnerCss = readFileSync(createRequire(import.meta.url).resolve('sonner/dist/styles.css'), 'utf8');

/** `--name: hsl(h, s%, l%)` inside the light-theme toaster block of a stylesheet. */
function lightVariable(css: string, name: string): [number, number, number] {
  const block = /\[data-sonner-toaster\]\[data-sonner-theme='light'\]\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const match = new RegExp(`--${name}:\\s*hsl\\((\\d+),\\s*(\\d+)%,\\s*(\\d+)%\\)`).exec(block);
  assert.ok(match, `--${name} in the light toaster block`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function luminance([h, s, l]: [number, number, number]): number {
  // HSL to sRGB, then WCAG relative luminance.
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

for (const kind of ['success', 'info', 'warning', 'error']) {
  test(`${kind} toasts: text on background meets 4.5:1`, () => {
    const ratio = contrast(luminance(lightVariable(ours, `${kind}-text`)), luminance(lightVariable(sonnerCss, `${kind}-bg`)));
    assert.ok(ratio >= 4.5, `${kind}: ${ratio.toFixed(2)}:1`);
  });
}

test('sonner alone would not (so the overrides matter)', () => {
  const ratio = contrast(luminance(lightVariable(sonnerCss, 'success-text')), luminance(lightVariable(sonnerCss, 'success-bg')));
  assert.ok(ratio < 4.5, `sonner's own success colours: ${ratio.toFixed(2)}:1`);
});
