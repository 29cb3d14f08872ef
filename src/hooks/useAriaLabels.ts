import {useEffect, type RefObject} from 'react';

/**
 * Gives accessible Portuguese names to controls rendered by a third-party component
 * that hard-codes them in English (or leaves them unnamed). Runs after every render
 * of the wrapper, since the wrapped component may re-create its elements.
 */
export function useAriaLabels(container: RefObject<HTMLElement | null>, labels: Readonly<Record<string, string>>): void {
  useEffect(() => {
    const root = container.current;
    if (root === null) return;
    for (const [selector, label] of Object.entries(labels)) {
      root.querySelectorAll(selector).forEach((element) => {
        element.setAttribute('aria-label', label);
      });
    }
  });
}
