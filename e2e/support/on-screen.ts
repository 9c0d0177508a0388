import { expect, type Locator, type Page } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The element's box on screen; fails when it has none (hidden or detached). */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${locator} has no box on screen`).not.toBeNull();
  return box as Box;
}

export function centreOf(box: Box): { x: number; y: number } {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The whole box lies inside the viewport (to the half pixel). */
export async function expectInsideViewport(page: Page, locator: Locator): Promise<Box> {
  const box = await boxOf(locator);
  const viewport = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
  const where = `${locator} at ${JSON.stringify(box)} in ${viewport.width}x${viewport.height}`;
  expect(box.x, where).toBeGreaterThanOrEqual(-0.5);
  expect(box.y, where).toBeGreaterThanOrEqual(-0.5);
  expect(box.x + box.width, where).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box.y + box.height, where).toBeLessThanOrEqual(viewport.height + 0.5);
  return box;
}

/**
 * What a tap at the centre of the element's box would hit is the element itself or something inside it:
 * nothing covers it and it is not clipped away. Answers the centre, to tap there.
 */
export async function expectTappable(page: Page, locator: Locator): Promise<{ x: number; y: number }> {
  const box = await expectInsideViewport(page, locator);
  const centre = centreOf(box);
  const hit = await locator.evaluate((element, point) => {
    const found = document.elementFromPoint(point.x, point.y);
    return {
      inside: found !== null && element.contains(found),
      found: found
        ? `${found.tagName.toLowerCase()} "${(found.textContent ?? '').trim().slice(0, 40)}"`
        : 'nothing',
    };
  }, centre);
  expect(hit.inside, `the tap point of ${locator} hits ${hit.found}`).toBe(true);
  return centre;
}
