import {useEffect, type RefObject} from 'react';

/** Attributes to set, by CSS selector of the elements that get them. */
export type ControlAttributes = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * Sets attributes on controls rendered by a third-party component that offers no
 * way to pass them (the local search plugin hard-codes English labels and leaves
 * some controls unnamed). Runs after every render of the wrapper, since the wrapped
 * component may re-create its elements.
 */
export function useControlAttributes(container: RefObject<HTMLElement | null>, attributes: ControlAttributes): void {
  useEffect(() => {
    const root = container.current;
    if (root === null) return;
    for (const [selector, values] of Object.entries(attributes)) {
      root.querySelectorAll(selector).forEach((element) => {
        for (const [name, value] of Object.entries(values)) element.setAttribute(name, value);
      });
    }
  });
}
