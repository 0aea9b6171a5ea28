import { expect, test as base, type Page } from '@playwright/test';
import { ACCESS_TOKEN_KEY } from '@liga/domain';
import {
  demoIds,
  resolvePath,
  roles,
  routePaths,
  tokenFor,
  type DemoIds,
  type Role,
} from './all-routes/routes';
import { layoutProblems, watchPage } from './all-routes/visit';

/**
 * Every route as every role, at the viewport of its project (390×844 and 1366×800, see
 * playwright.config.ts): no sideways page scroll, the main heading and the buttons and links of <main>
 * inside the viewport, no console error, no failed request. Each visit leaves a screenshot under
 * test-results/all-routes/<viewport>/<role>/ to look at.
 *
 * Speed: the visits only read, so they run in parallel; each worker signs in once per role (the token
 * goes in as stored browser state) and keeps one tab per role, loaded once, that moves from route to route as
 * the app's own links do (history + popstate), so the ~440 visits do not each boot the app again.
 */

interface Visitor {
  page: Page;
  watch: ReturnType<typeof watchPage>;
  ids: DemoIds;
}
interface WorkerFixtures {
  /** The worker's tab for a role, opened on its first visit. */
  visitorAs: (role: Role) => Promise<Visitor>;
}

const test = base.extend<object, WorkerFixtures>({
  visitorAs: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, isMobile, hasTouch, locale, timezoneId } = workerInfo.project.use;
      let ids: Promise<DemoIds> | undefined;
      const visitors = new Map<Role, Promise<Visitor>>();
      const start = async (role: Role): Promise<Visitor> => {
        const email = roles[role];
        const token = email ? await tokenFor(baseURL!, email) : null;
        ids ??= tokenFor(baseURL!, roles.admin).then((admin) => demoIds(baseURL!, admin));
        const context = await browser.newContext({
          baseURL,
          viewport,
          isMobile,
          hasTouch,
          locale,
          timezoneId,
          storageState: {
            cookies: [],
            origins: token
              ? [{ origin: baseURL!, localStorage: [{ name: ACCESS_TOKEN_KEY, value: token }] }]
              : [],
          },
        });
        const page = await context.newPage();
        return { page, watch: watchPage(page, baseURL!), ids: await ids };
      };
      await use((role) => {
        if (!visitors.has(role)) visitors.set(role, start(role));
        return visitors.get(role)!;
      });
      for (const visitor of visitors.values()) await (await visitor).page.context().close();
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'parallel' });

/** Opens a path: the first visit loads the app, the next ones navigate inside it. */
async function open(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname !== '' && url.href !== 'about:blank');
}

/**
 * At a laptop's width the layout is the same whatever the role, and what a role may see (console errors,
 * refused requests) is checked at the phone's size: the desktop visits take the two roles whose screens
 * hold the most (every action, a team's owner). Nobody signed in meets the login form or a public page,
 * seen at the phone's size.
 */
const DESKTOP_ROLES: readonly Role[] = ['admin', 'manager'];
/**
 * 'visitante' and the waiting list are the same to every rule (`policy` in @liga/domain: neither holds a
 * budget nor acts in the market); the waiting list's screens say more (its place in the list), so the
 * phone visits take that one. Each visit costs about a second of the CI's two cores.
 */
const SAME_AS: Partial<Record<Role, Role>> = { visitor: 'waiting' };

for (const role of Object.keys(roles) as Role[]) {
  test.describe(role, () => {
    for (const path of routePaths) {
      test(path, async ({ visitorAs }, testInfo) => {
        const viewport = testInfo.project.name.replace(/^routes-/, '');
        test.skip(viewport === 'desktop' && !DESKTOP_ROLES.includes(role), 'visto en el teléfono');
        test.skip(SAME_AS[role] !== undefined, `mismos permisos que ${SAME_AS[role]}`);
        const { page, watch, ids } = await visitorAs(role);
        watch.reset();
        await open(page, resolvePath(path, ids));
        await watch.settle();
        const slug = path.replace(/[^a-z0-9_-]+/gi, '_').replace(/^_|_$/g, '') || 'root';
        // The whole page down to three screens' height: enough to judge it, cheap even for long lists.
        const size = page.viewportSize()!;
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.screenshot({
          path: `test-results/all-routes/${viewport}/${role}/${slug}.png`,
          fullPage: true,
          clip: { x: 0, y: 0, width: size.width, height: Math.min(height, size.height * 3) },
        });
        const layout = await layoutProblems(page);
        expect.soft(layout.overflow, 'la página se desplaza hacia los lados (px)').toBeLessThanOrEqual(1);
        expect.soft(layout.offscreen, 'controles fuera de la pantalla').toEqual([]);
        expect.soft(watch.consoleErrors, 'errores en la consola').toEqual([]);
        expect.soft(watch.failedRequests, 'peticiones fallidas').toEqual([]);
      });
    }
  });
}
