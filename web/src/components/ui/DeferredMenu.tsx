import { useEffect, useState, type ComponentType, type ReactNode, type RefObject } from 'react';

/** What a menu's lazily loaded part (its Radix dropdown) receives from DeferredMenu. */
export interface DeferredMenuParts {
  triggerClassName: string;
  triggerTestId: string;
  /** The trigger's content, as the placeholder showed it. */
  trigger: ReactNode;
  /** A click, tap or key asked for the menu before its code had loaded: it opens at once. */
  defaultOpen: boolean;
  /** The placeholder had the focus (and the menu does not open at once, its content takes the focus then): the real trigger takes it. */
  focusTrigger: boolean;
}

interface Props<P> {
  /** The menu's module (Root, Trigger and Content, e.g. Radix's dropdown): loaded at the first sign of use. */
  load: () => Promise<{ default: ComponentType<P & DeferredMenuParts> }>;
  menuProps: P;
  triggerClassName: string;
  triggerTestId: string;
  trigger: ReactNode;
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A header menu whose dropdown code (Radix, floating-ui, ~18 KB gzipped) is not in the page's first
 * download. Until it is needed a plain button stands in, named and marked as the real trigger is
 * (aria-haspopup="menu", aria-expanded="false"); pointing at it or focusing it loads the menu, which
 * then replaces it (keeping the focus), so the real trigger handles the click or key as before; a click,
 * tap or key that comes before the code has loaded opens the menu as soon as it has.
 */
export function DeferredMenu<P extends object>({ load, menuProps, triggerClassName, triggerTestId, trigger }: Props<P>) {
  const [Menu, setMenu] = useState<ComponentType<P & DeferredMenuParts> | null>(null);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const start = () => {
    load().then(
      (module) => setMenu(() => module.default),
      () => undefined, // The placeholder stays; the next pointer or focus tries again.
    );
  };
  const open = () => {
    setOpenOnLoad(true);
    start();
  };

  if (Menu) {
    return <Menu {...menuProps} triggerClassName={triggerClassName} triggerTestId={triggerTestId} trigger={trigger} defaultOpen={openOnLoad} focusTrigger={hasFocus && !openOnLoad} />;
  }
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      data-testid={triggerTestId}
      className={triggerClassName}
      onPointerEnter={start}
      onFocus={() => {
        setHasFocus(true);
        start();
      }}
      onBlur={() => setHasFocus(false)}
      onPointerDown={(event) => event.button === 0 && !event.ctrlKey && open()}
      onKeyDown={(event) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      }}
    >
      {trigger}
    </button>
  );
}

/** For the loaded menu: its trigger takes the focus the placeholder had. */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, focus: boolean): void {
  useEffect(() => {
    if (focus) ref.current?.focus();
    // Only when the real trigger replaces the placeholder.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
