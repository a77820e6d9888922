/**
 * How the app takes over a prerendered page (shared/config/prerendered-pages.ts). The page's boot script loads the
 * app when the visitor reaches for something only the app can do (a menu, the feedback dialog); the app renders
 * into a hidden container beside the prerendered one and replaces it once it shows the page's heading, so what
 * the visitor sees does not change. The control the visitor reached for keeps the focus, and a click on it (or a
 * form's submit) is passed on; what the visitor typed into the prerendered fields is typed into the app's.
 */
let intent: { testId: string; click: boolean } | null = null;

/** Remembers the control (by test id) the visitor used before the app was there. */
export function rememberIntent(testId: string, click: boolean): void {
  if (!intent?.click) intent = { testId, click };
}

/** Shows the prerendered page, hidden (`data-boot` on <html>) until its language is known. */
export function reveal(): void {
  document.documentElement.removeAttribute('data-boot');
}

/** Has the prerendered page marked itself (data-prerendered on the root)? */
export function isPrerendered(root: HTMLElement): boolean {
  return root.hasAttribute('data-prerendered');
}

/** The longest the prerendered page waits for the app's (a page without a heading: an error) before it makes way. */
const TAKEOVER_LIMIT_MS = 15_000;

export function renderOverPrerendered(root: HTMLElement, render: (container: HTMLElement) => void): void {
  const container = document.createElement('div');
  container.hidden = true;
  root.after(container);
  let done = false;
  const swap = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    const focused = document.activeElement instanceof HTMLElement && root.contains(document.activeElement) ? document.activeElement.closest('[data-testid]') : null;
    const target = intent ?? (focused ? { testId: focused.getAttribute('data-testid')!, click: false } : null);
    const typed = typedFields(root);
    const selection = selectionOf(document.activeElement);
    const scrollY = window.scrollY;
    root.remove();
    container.id = 'root';
    container.hidden = false;
    reveal();
    window.scrollTo(0, scrollY);
    for (const [testId, value] of typed) typeInto(byTestId(container, testId), value);
    if (!target) return;
    const control = byTestId(container, target.testId);
    control?.focus({ preventScroll: true });
    if (!target.click && selection && control instanceof HTMLInputElement) control.setSelectionRange(selection[0], selection[1]);
    if (target.click && control) {
      // After the typed values are in the app's state (their input events' updates have rendered).
      setTimeout(() => {
        if (control instanceof HTMLFormElement) {
          control.requestSubmit();
          return;
        }
        // Controls open on pointer down (the deferred menus) or on click (dialogs): both are passed on.
        control.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, button: 0, isPrimary: true }));
        control.click();
      }, 0);
    }
  };
  const observer = new MutationObserver(() => {
    if (container.querySelector('h1')) swap();
  });
  observer.observe(container, { childList: true, subtree: true });
  const timer = setTimeout(swap, TAKEOVER_LIMIT_MS);
  render(container);
}

const byTestId = (container: HTMLElement, testId: string) => container.querySelector<HTMLElement>(`[data-testid="${CSS.escape(testId)}"]`);

type Field = HTMLInputElement | HTMLTextAreaElement;
const isTextField = (element: Element | null): element is Field =>
  element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'hidden'].includes(element.type));

/** What the visitor typed into the prerendered page's text fields (by test id), where it differs from the markup. */
function typedFields(root: HTMLElement): [string, string][] {
  return Array.from(root.querySelectorAll('[data-testid]'))
    .filter(isTextField)
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => [field.getAttribute('data-testid')!, field.value]);
}

function selectionOf(element: Element | null): [number, number] | null {
  if (!(element instanceof HTMLInputElement) || !isTextField(element)) return null;
  try {
    return element.selectionStart === null || element.selectionEnd === null ? null : [element.selectionStart, element.selectionEnd];
  } catch {
    return null; // a type without a selection (email)
  }
}

/** Sets a field of the app as typing would: through the native setter, then an input event React listens to. */
function typeInto(field: HTMLElement | null, value: string): void {
  if (!isTextField(field)) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
