import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DefaultLayoutSkeleton } from './default-layout-skeleton';

/** The element's tree without comments or blank text, with each class list in one spacing. */
function normalised(root: Element): Element {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT | NodeFilter.SHOW_TEXT);
  const dropped: Node[] = [];
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (node.nodeType === Node.COMMENT_NODE || !node.textContent?.trim()) dropped.push(node);
  }
  for (const node of dropped) node.parentNode?.removeChild(node);
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const classes = element.getAttribute('class');
    if (classes !== null) element.setAttribute('class', classes.trim().split(/\s+/).join(' '));
  }
  return root;
}

function parsed(html: string): Element {
  const container = document.createElement('div');
  container.innerHTML = html;
  return normalised(container);
}

/** The markup as the app draws it, in English (test/setup.ts activates it). */
const markupOf = (element: ReactNode) =>
  renderToStaticMarkup(<I18nProvider i18n={i18n}>{element}</I18nProvider>);

describe('the signed-in layout skeleton', () => {
  it('is what index.html draws before the code runs, so taking over the page changes nothing', () => {
    const indexHtml = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8');
    const root = new DOMParser().parseFromString(indexHtml, 'text/html').getElementById('root');
    expect(root).not.toBeNull();
    const fromHtml = parsed(root?.innerHTML ?? '');
    const fromReact = parsed(markupOf(<DefaultLayoutSkeleton />));
    expect(fromHtml.innerHTML).toBe(fromReact.innerHTML);
    expect(fromHtml.isEqualNode(fromReact)).toBe(true);
  });

  it('says what it waits for to screen readers', () => {
    const skeleton = parsed(markupOf(<DefaultLayoutSkeleton label="Loading…" />));
    expect(skeleton.querySelector('[role="status"]')?.textContent).toBe('Loading…');
  });
});
