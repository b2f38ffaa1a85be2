import { expect } from '@playwright/test';
import { expectNoAxeViolations, test } from './support';

// The accessibility check every browser test relies on can fail: it reports a violation on the page
// itself and, on a page with a frame (checked in axe's default mode), one inside the frame.

const BROKEN = '<img src="/x.png"><p style="color:#aaa;background:#fff">Faint text</p>';

test('the axe check fails on violations in the page and inside a frame', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><title>t</title><main><h1>Check</h1>${BROKEN}</main></html>`);
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt \(critical\): img[\s\S]*color-contrast|color-contrast[\s\S]*image-alt/);

  await page.setContent(`<!doctype html><html lang="en"><title>t</title><main><h1>Check</h1><iframe title="Inner" srcdoc="<button></button>"></iframe></main></html>`);
  await expect.poll(() => page.frames().length).toBe(2);
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/button-name \(critical\): iframe button/);
});
