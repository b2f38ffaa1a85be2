import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

// Browser contexts kept for a worker's whole run, one per set of context options, each test getting
// a new page in one and the context put back as it found it. Measured on this machine: a test's first
// page in a fresh context costs about 3.4 s of CPU (a new context, a new renderer process, the app's
// scripts fetched and compiled again); a new page beside one of the site's pages left open costs
// 1.6 s, since it shares that page's renderer process and the context's HTTP and code caches.
// Playwright's own `reuseContext` keeps one page and clears the cache between tests, which saved
// far less (and its docs keep it for component tests).

/** A kept context, and a page of the site left open in it so its renderer process stays alive. */
interface Kept {
  context: BrowserContext;
  keeper: Page;
  options: BrowserContextOptions;
}

/** What a test added to a kept context that `release` takes away. */
interface Lease {
  kept: Kept;
  listeners: Array<[event: string, listener: (...args: never[]) => unknown]>;
  disposables: Array<{ dispose(): Promise<void> }>;
  restore: () => void;
}

/** How a test adds a listener to its context: each it adds is removed after it. */
const LISTEN = ['on', 'addListener', 'once', 'prependListener', 'prependOnceListener'] as const;
/** How a test adds what outlives it unless disposed: each it adds is disposed of after it. */
const DISPOSABLE = ['addInitScript', 'exposeBinding', 'exposeFunction'] as const;

export class ContextPool {
  private readonly kept = new Map<string, Promise<Kept>>();
  private readonly leases = new Map<BrowserContext, Lease>();

  constructor(private readonly browser: Browser) {}

  /** A context with `options` for one test: kept from an earlier test with the same options, or new. */
  async lease(options: BrowserContextOptions): Promise<BrowserContext> {
    const key = JSON.stringify(options);
    let pending = this.kept.get(key);
    if (!pending) {
      pending = this.open(options);
      this.kept.set(key, pending);
    }
    const kept = await pending;
    const { context } = kept;
    const listeners: Lease['listeners'] = [];
    const disposables: Lease['disposables'] = [];
    const patched = context as unknown as Record<string, (...args: unknown[]) => unknown>;
    const originals = new Map([...LISTEN, ...DISPOSABLE].map((name) => [name, patched[name]!]));
    for (const name of LISTEN) {
      patched[name] = (event: unknown, listener: unknown) => {
        listeners.push([event as string, listener as Lease['listeners'][number][1]]);
        return originals.get(name)!.call(context, event, listener);
      };
    }
    for (const name of DISPOSABLE) {
      patched[name] = async (...args: unknown[]) => {
        const disposable = (await originals.get(name)!.apply(context, args)) as Lease['disposables'][number];
        disposables.push(disposable);
        return disposable;
      };
    }
    const restore = () => originals.forEach((original, name) => (patched[name] = original));
    this.leases.set(context, { kept, listeners, disposables, restore });
    return context;
  }

  /**
   * Puts `context` back as the pool found it: the test's pages closed, its cookies, storage, routes,
   * permissions, headers, init scripts and listeners gone. The HTTP cache and the keeper page stay.
   */
  async release(context: BrowserContext): Promise<void> {
    const lease = this.leases.get(context);
    if (!lease) return;
    this.leases.delete(context);
    const { kept, listeners, disposables, restore } = lease;
    restore();
    const emitter = context as unknown as { off(event: string, listener: Lease['listeners'][number][1]): void };
    for (const [event, listener] of listeners) emitter.off(event, listener);
    await Promise.all(context.pages().filter((page) => page !== kept.keeper).map((page) => page.close()));
    await Promise.all(disposables.map((disposable) => disposable.dispose()));
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.clearCookies();
    await context.clearPermissions();
    if (kept.options.permissions) await context.grantPermissions(kept.options.permissions);
    await context.setExtraHTTPHeaders(kept.options.extraHTTPHeaders ?? {});
    await context.setGeolocation(kept.options.geolocation ?? null);
    await context.setOffline(kept.options.offline ?? false);
    // The site's local storage (sessionStorage is the closed page's); the keeper is on the site's origin.
    if (kept.options.javaScriptEnabled !== false) await kept.keeper.evaluate(() => localStorage.clear());
  }

  async close(): Promise<void> {
    await Promise.all([...this.kept.values()].map(async (pending) => (await pending).context.close()));
  }

  private async open(options: BrowserContextOptions): Promise<Kept> {
    const context = await this.browser.newContext(options);
    const keeper = await context.newPage();
    // A text page of the site: no script of ours runs in it, and the tests' pages share its renderer.
    await keeper.goto('/robots.txt');
    return { context, keeper, options };
  }
}
