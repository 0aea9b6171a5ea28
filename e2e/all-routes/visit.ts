import type { Page } from '@playwright/test';

/**
 * What one visit of a screen records: console errors, API answers of 4xx/5xx and requests that never
 * got an answer. Aborted requests are not failures: a redirect or the end of the visit cancels them.
 */
const QUIET_MS = 150;

export function watchPage(page: Page, origin: string) {
  const consoleErrors: string[] = [];
  const failedRequests: string[] = [];
  const inFlight = new Set<object>();
  page.on('console', (message) => {
    // A 4xx prints "Failed to load resource"; the answer itself is checked below, with its URL.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('request', (request) => {
    // Live event streams stay open for the whole visit: they never settle.
    if (request.resourceType() !== 'eventsource') inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    const reason = request.failure()?.errorText ?? '';
    if (!reason.includes('ERR_ABORTED'))
      failedRequests.push(`${request.method()} ${request.url()} — ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url().startsWith(origin))
      failedRequests.push(
        `${response.request().method()} ${new URL(response.url()).pathname} → ${response.status()}`,
      );
  });

  // Long enough for a request started by a render that follows the last answer (React commits within a
  // frame); each visit waits twice, so this is most of a visit's time.
  async function quiet(): Promise<void> {
    const deadline = Date.now() + 4_000;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (inFlight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= QUIET_MS) break;
      await page.waitForTimeout(50);
    }
  }

  /**
   * Waits until the screen has rendered its heading and no request has been in flight for QUIET_MS
   * (each wait at most a few seconds): a page's own requests start only once its chunk has run, so
   * a quiet network before the heading shows proves nothing.
   */
  async function settle(): Promise<void> {
    await page
      .locator('h1')
      .first()
      .waitFor({ state: 'visible', timeout: 3_000 })
      .catch(() => undefined);
    await quiet();
    await page
      .getByText('CARGANDO...')
      .first()
      .waitFor({ state: 'hidden', timeout: 3_000 })
      .catch(() => undefined);
    await quiet();
  }

  /** Starts the record of the next visit (the page is shared by a worker's visits). */
  function reset(): void {
    consoleErrors.length = 0;
    failedRequests.length = 0;
  }

  return { consoleErrors, failedRequests, settle, reset };
}

/**
 * Layout checks of the screen as it is: how far the page scrolls sideways, and which needed controls
 * (the main heading, the buttons, links and form fields of <main>) lie outside the viewport horizontally.
 * A link or button inside its own horizontal scroller (a wide read-only table's wrapper) can be reached
 * by swiping that scroller, so it is left out (a form's fields are not); so are controls not rendered (closed menus, hidden elements).
 */
export function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const overflow = document.documentElement.scrollWidth - width;
    const main = document.querySelector('main') ?? document.body;
    const inScroller = (el: Element) => {
      for (let node = el.parentElement; node && node !== main; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') return true;
      }
      return false;
    };
    const offscreen: string[] = [];
    for (const el of main.querySelectorAll('h1, button, a[href], input, select, textarea')) {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
      // A form's fields are needed where they are: a form is not a table to swipe through.
      if (inScroller(el) && !el.closest('form')) continue;
      if (rect.left < -1 || rect.right > width + 1) {
        const label = (el.textContent ?? '').trim().slice(0, 40) || el.getAttribute('aria-label') || '';
        offscreen.push(
          `<${el.tagName.toLowerCase()}> "${label}" at ${Math.round(rect.left)}–${Math.round(rect.right)} px`,
        );
      }
    }
    return { overflow, offscreen };
  });
}
