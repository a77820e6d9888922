import { useCallback, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (once it has, it stays so): what a page
 * shows below the fold can wait for it. Without IntersectionObserver the answer is yes at once.
 */
export function useNearViewport<T extends Element>(margin = '0px'): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}
