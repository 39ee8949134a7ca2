/**
 * A page driven over a bare DevTools session, for the cold loads: playwright turns on the Runtime domain of every page
 * it drives, and with it V8 records where each Error is made — react-dom makes a few as its module starts, and each one
 * makes V8 re-parse the whole chunk on the main thread (60–100 ms at 4× CPU) to find the place. No player's browser does
 * that. This page is opened in a browser context of its own, which playwright leaves alone, and its session speaks only
 * to the Page and Emulation domains, with Runtime.evaluate (which does not turn the domain on) to read results back.
 */
import type { Browser, CDPSession } from 'playwright-core';
import { CPU_SLOWDOWN, NAME_SHIM, VIEWPORT } from './browser';

interface Reply {
  id?: number;
  method?: string;
  result?: unknown;
  error?: { message: string };
}

export class BarePage {
  private nextId = 0;
  private readonly replies = new Map<number, { resolve: (r: unknown) => void; reject: (e: Error) => void }>();
  private readonly waiters = new Map<string, (() => void)[]>();

  private constructor(
    private readonly browserSession: CDPSession,
    private readonly contextId: string,
    private readonly sessionId: string,
  ) {
    browserSession.on('Target.receivedMessageFromTarget', (event) => {
      if (event.sessionId !== sessionId) return;
      const reply = JSON.parse(event.message) as Reply;
      if (reply.id !== undefined) {
        const pending = this.replies.get(reply.id);
        this.replies.delete(reply.id);
        if (reply.error) pending?.reject(new Error(reply.error.message));
        else pending?.resolve(reply.result);
      } else if (reply.method !== undefined) {
        for (const wake of this.waiters.get(reply.method) ?? []) wake();
        this.waiters.delete(reply.method);
      }
    });
  }

  /** A blank page in a new browser context (no cache, no storage), tablet-sized, its CPU `rate` times slower. */
  static async open(browser: Browser, rate = CPU_SLOWDOWN): Promise<BarePage> {
    const session = await browser.newBrowserCDPSession();
    const { browserContextId } = await session.send('Target.createBrowserContext', {});
    const { targetId } = await session.send('Target.createTarget', { url: 'about:blank', browserContextId });
    // Not flattened: the messages go through this browser session, which playwright lets us send on.
    const { sessionId } = await session.send('Target.attachToTarget', { targetId, flatten: false });
    const page = new BarePage(session, browserContextId, sessionId);
    await page.send('Emulation.setCPUThrottlingRate', { rate });
    await page.send('Emulation.setDeviceMetricsOverride', { ...VIEWPORT, deviceScaleFactor: 1, mobile: false });
    await page.send('Page.enable');
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: NAME_SHIM.content });
    return page;
  }

  send<T = unknown>(method: string, params: object = {}): Promise<T> {
    const id = ++this.nextId;
    const reply = new Promise<T>((resolve, reject) =>
      this.replies.set(id, { resolve: resolve as (r: unknown) => void, reject }),
    );
    void this.browserSession.send('Target.sendMessageToTarget', {
      sessionId: this.sessionId,
      message: JSON.stringify({ id, method, params }),
    });
    return reply;
  }

  /** Runs `fn` in every document before the page's own scripts. */
  async addInitScript(fn: () => void): Promise<void> {
    await this.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${fn.toString()})();` });
  }

  /** Navigates and resolves on the load event. */
  async goto(url: string): Promise<void> {
    const loaded = new Promise<void>((resolve) => this.waiters.set('Page.loadEventFired', [resolve]));
    await this.send('Page.navigate', { url });
    await loaded;
  }

  /** `fn(arg)` in the page, awaited, its result returned by value. */
  async evaluate<A, T>(fn: (arg: A) => T | Promise<T>, arg: A): Promise<T> {
    const { result, exceptionDetails } = await this.send<{
      result: { value: T };
      exceptionDetails?: { text: string };
    }>('Runtime.evaluate', {
      expression: `(${fn.toString()})(${JSON.stringify(arg)})`,
      awaitPromise: true,
      returnByValue: true,
    });
    if (exceptionDetails) throw new Error(`In the page: ${exceptionDetails.text}`);
    return result.value;
  }

  async close(): Promise<void> {
    await this.browserSession.send('Target.disposeBrowserContext', { browserContextId: this.contextId });
    await this.browserSession.detach();
  }
}
