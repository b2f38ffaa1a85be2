import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

// Browser contexts kept for a worker's whole run, one per set of context options, each with one page
// that every test with those options gets in turn; after a test, the page and its context are put
// back as they were found. Measured on this machine (CPU, a test's first page of the app): 3.4 s in a
// fresh context (a new context, a new renderer process, the app's scripts fetched and compiled
// again), 1.6 s for a new page beside a page of the site kept open (the renderer process and the
// HTTP and code caches shared), 0.65 s for the next page of a page already open. Playwright's own
// `reuseContext` keeps one page too but clears the cache between tests, which saved far less (and
// its docs keep it for component tests).

/** A kept context, and its page: on the site's origin between tests, so its renderer stays alive. */
interface Kept {
  context: BrowserContext;
  page: Page;
  options: BrowserContextOptions;
}

/** What a test added to a kept context or page that `release` takes away. */
interface Changes {
  listeners: Array<[event: string, listener: (...args: never[]) => unknown]>;
  disposables: Array<{ dispose(): Promise<void> }>;
  /** The object's own properties before the test: a method patched on it since is deleted after it. */
  own: Set<string>;
}

/** How a test adds a listener: each it adds is removed after it. */
const LISTEN = ['on', 'addListener', 'once', 'prependListener', 'prependOnceListener'] as const;
/** How a test adds what outlives it unless disposed: each it adds is disposed of after it. */
const DISPOSABLE = ['addInitScript', 'exposeBinding', 'exposeFunction'] as const;
/** Where a kept page waits between tests: a text page of the site, where no script of ours runs. */
const RESTING = '/robots.txt';
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/** Records what a test adds to `target` (a context or a page) through LISTEN and DISPOSABLE. */
function watch(target: BrowserContext | Page): Changes {
  const changes: Changes = { listeners: [], disposables: [], own: new Set(Object.keys(target)) };
  const patched = target as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of LISTEN) {
    const original = patched[name]!;
    patched[name] = (event: unknown, listener: unknown) => {
      changes.listeners.push([event as string, listener as Changes['listeners'][number][1]]);
      return original.call(target, event, listener);
    };
  }
  for (const name of DISPOSABLE) {
    const original = patched[name]!;
    patched[name] = async (...args: unknown[]) => {
      const disposable = (await original.apply(target, args)) as Changes['disposables'][number];
      changes.disposables.push(disposable);
      return disposable;
    };
  }
  return changes;
}

/** Takes away what `watch` recorded: the listeners, the init scripts and bindings, the patched methods. */
async function undo(target: BrowserContext | Page, changes: Changes): Promise<void> {
  const own = target as unknown as Record<string, unknown>;
  const prototype = Object.getPrototypeOf(target) as object;
  for (const key of Object.keys(target)) {
    if (!changes.own.has(key) && typeof own[key] === 'function' && key in prototype) delete own[key];
  }
  const emitter = target as unknown as { off(event: string, listener: Changes['listeners'][number][1]): void };
  for (const [event, listener] of changes.listeners) emitter.off(event, listener);
  await Promise.all(changes.disposables.map((disposable) => disposable.dispose()));
}

export class ContextPool {
  private readonly kept = new Map<string, Promise<Kept>>();
  private readonly leases = new Map<BrowserContext, { kept: Kept; context: Changes; page: Changes }>();

  constructor(private readonly browser: Browser) {}

  /**
   * A context with `options` for one test: kept from an earlier test with the same options, or new.
   * `person` tells apart contexts a test uses at once (the test's own, another visitor's).
   */
  async lease(options: BrowserContextOptions, person = 'test'): Promise<BrowserContext> {
    const key = JSON.stringify([person, options]);
    let pending = this.kept.get(key);
    if (!pending) {
      pending = this.open(options);
      this.kept.set(key, pending);
    }
    const kept = await pending;
    if (kept.page.isClosed()) kept.page = await this.restingPage(kept.context);
    this.leases.set(kept.context, { kept, context: watch(kept.context), page: watch(kept.page) });
    return kept.context;
  }

  /** The page of a leased context: the test's `page`. */
  pageOf(context: BrowserContext): Page {
    const lease = this.leases.get(context);
    if (!lease) throw new Error('pageOf: the context is not leased from this pool');
    return lease.kept.page;
  }

  /**
   * Puts `context` back as the pool found it: its other pages closed; the page's and the context's
   * listeners, routes, init scripts and bindings gone; the page resting on the site's origin with
   * its viewport, local and session storage reset; the context's cookies, permissions, headers,
   * location and network state as its options set them. The HTTP cache stays.
   */
  async release(context: BrowserContext): Promise<void> {
    const lease = this.leases.get(context);
    if (!lease) return;
    this.leases.delete(context);
    const { kept } = lease;
    const { page, options } = kept;
    await undo(page, lease.page);
    await undo(context, lease.context);
    await Promise.all(context.pages().filter((other) => other !== page).map((other) => other.close()));
    if (page.isClosed()) return;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.clearCookies();
    await context.clearPermissions();
    if (options.permissions) await context.grantPermissions(options.permissions);
    await context.setExtraHTTPHeaders(options.extraHTTPHeaders ?? {});
    await context.setGeolocation(options.geolocation ?? null);
    await context.setOffline(options.offline ?? false);
    if (options.viewport !== null) await page.setViewportSize(options.viewport ?? DEFAULT_VIEWPORT);
    await page.goto(RESTING);
    if (options.javaScriptEnabled !== false) {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.kept.values()].map(async (pending) => (await pending).context.close()));
  }

  private async open(options: BrowserContextOptions): Promise<Kept> {
    const context = await this.browser.newContext(options);
    return { context, page: await this.restingPage(context), options };
  }

  private async restingPage(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    await page.goto(RESTING);
    return page;
  }
}
