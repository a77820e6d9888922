import type { Page } from '@playwright/test';

/**
 * What runs past the sides of a phone screen. A page overflows when the document is wider than the
 * viewport (it scrolls sideways), or when a visible element or a run of text lies past the left or right
 * edge: a fixed bar (the bottom bar, a sticky header) never widens the document, and a section that
 * clips its content (`overflow: hidden`, for its decoration) hides the overflow from the document
 * while cutting the text and buttons inside it. Past the edge but not a fault: inside a box that
 * fits and scrolls sideways (a chip scroller), or clipped by a box that fits when it is decoration,
 * deliberately truncated text (ellipsis, line clamp) or screen-reader-only text.
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
    window.scrollTo(0, window.scrollY); // a click may have scrolled the page sideways; edges are the page's own
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const root = document.documentElement;
    const viewport = root.clientWidth;
    const slack = 0.5; // sub-pixel rounding
    const pastEdge = (r: DOMRect) => r.right > viewport + slack || r.left < -slack;

    // Scrolled sideways by a box that fits: reachable, not cut. Clipped by a box that fits: only
    // decoration (no text, nothing to press), a deliberate truncation (ellipsis, line clamp) or
    // screen-reader-only text may be; text or a control cut off by a clipping box is the fault itself.
    const decorative = (el: Element | Text) =>
      el instanceof Element && !el.textContent?.trim() && !el.matches('a, button, input, select, textarea') && !el.querySelector('a, button, input, select, textarea');
    const contained = (el: Element | Text) => {
      for (let a = el.parentElement; a && a !== document.body && a !== root; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible') continue;
        const r = a.getBoundingClientRect();
        if (r.width <= 1) return true; // screen-reader-only text
        if (pastEdge(r)) continue;
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') return true;
        if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none' || decorative(el)) return true;
      }
      return false;
    };

    const past = new Map<Element, DOMRect>();
    for (const el of document.body.querySelectorAll('*')) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue; // screen-reader-only text
      if (pastEdge(r) && !contained(el)) past.set(el, r);
    }
    // A word too long for its line runs out of a box that fits: the text's own box says so.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || past.has(parent) || !node.textContent?.trim() || !parent.checkVisibility({ visibilityProperty: true })) continue;
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (r.width > 1 && r.height > 1 && pastEdge(r) && !contained(node as Text)) past.set(parent, r);
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
      .filter(([el]) => !el.parentElement || !past.has(el.parentElement))
      .map(([el, r]) => {
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
