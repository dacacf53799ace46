import { useCallback, useEffect, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and from then on). Without
 * IntersectionObserver (old browsers, jsdom) it is true at once. Used to fetch the rest of a
 * list only when the visitor scrolls towards its end, instead of during the first load.
 */
export function useNearViewport(margin = '1500px'): [(element: Element | null) => void, boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);

  return [useCallback((node: Element | null) => setElement(node), []), near];
}
