import type { Page } from '@playwright/test';

/**
 * What runs past the sides of a phone screen. A page overflows when the document is wider than the
 * viewport (it scrolls sideways), or when a visible element runs past the left or right edge without an
 * ancestor that clips or scrolls it: a fixed bar (the bottom bar, a sticky header) never widens the
 * document, yet its labels are cut all the same. Elements clipped by an ancestor that itself fits are
 * left alone (a horizontal chip scroller, a rounded card's image).
 */
export interface Overflow {
  viewport: number;
  scrollWidth: number;
  /** The outermost elements past an edge: "selector "text" (+N px)". */
  offenders: string[];
}

/** Measures the page as it is laid out now (after two animation frames, so a resize has settled). */
export async function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const root = document.documentElement;
    const viewport = root.clientWidth;
    const slack = 0.5; // sub-pixel rounding
    const pastEdge = (r: DOMRect) => r.right > viewport + slack || r.left < -slack;

    const clipsOrScrolls = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    const contained = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body && a !== root; a = a.parentElement) {
        if (clipsOrScrolls(a) && !pastEdge(a.getBoundingClientRect())) return true;
      }
      return false;
    };

    const past = new Set<Element>();
    for (const el of document.body.querySelectorAll('*')) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue; // screen-reader-only text
      if (pastEdge(r) && !contained(el)) past.add(el);
    }

    const name = (el: Element) => {
      const testId = el.getAttribute('data-testid');
      if (testId) return `${el.tagName.toLowerCase()}[data-testid="${testId}"]`;
      if (el.id) return `${el.tagName.toLowerCase()}#${el.id}`;
      const classes = [...el.classList].slice(0, 3).join('.');
      return el.tagName.toLowerCase() + (classes ? `.${classes}` : '');
    };
    const selector = (el: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
        parts.unshift(name(e));
        if (e.hasAttribute('data-testid') || e.id) break;
      }
      return parts.join(' > ');
    };
    const offenders = [...past]
      .filter((el) => !el.parentElement || !past.has(el.parentElement))
      .map((el) => {
        const r = el.getBoundingClientRect();
        const by = Math.round(Math.max(r.right - viewport, -r.left));
        const text = ((el as HTMLElement).innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
        return `${selector(el)} "${text}" (+${by} px)`;
      });
    return { viewport, scrollWidth: root.scrollWidth, offenders };
  });
}

/** The measurement as a line of a failure report, or null when nothing runs past an edge. */
export function overflowProblem(where: string, o: Overflow): string | null {
  if (o.scrollWidth <= o.viewport && o.offenders.length === 0) return null;
  const wide = o.scrollWidth > o.viewport ? `document ${o.scrollWidth} px wide in a ${o.viewport} px viewport` : 'document fits';
  const shown = o.offenders.slice(0, 8).map((line) => `\n      ${line}`).join('');
  const more = o.offenders.length > 8 ? `\n      … and ${o.offenders.length - 8} more` : '';
  return `${where}: ${wide}${shown}${more}`;
}
