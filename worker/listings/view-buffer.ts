import type { BufferedView } from './queries/views';

/** Writes a batch of views; the caller's, so the flush uses the binding of the request that runs it. */
export type ViewSink = (views: BufferedView[]) => Promise<void>;

export interface ViewBufferOptions {
  /** A buffer this big is flushed at once. */
  maxViews: number;
  /** Otherwise at most one flush per this many milliseconds. */
  intervalMs: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Views held in this isolate's memory until they are written together: one D1 round trip per
 * `intervalMs` (or per `maxViews`) instead of one per view. A visitor seen twice before a flush is
 * held once. What `add()` returns is for the caller's waitUntil: it runs after the response.
 * At most one flush sleeps at a time; an isolate evicted while views wait loses those views.
 */
export class ViewBuffer {
  private views = new Map<string, BufferedView>();
  private lastFlushAt = Number.NEGATIVE_INFINITY;
  private sleeping = false;

  constructor(private readonly options: ViewBufferOptions) {}

  /** Holds `view`; returns the flush this call started, if it started one. */
  add(view: BufferedView, sink: ViewSink, now = Date.now()): Promise<void> | null {
    this.views.set(`${view.day}/${view.visitor}`, view);
    const due = this.lastFlushAt + this.options.intervalMs;
    if (this.views.size >= this.options.maxViews || now >= due) return this.flush(sink, now);
    if (this.sleeping) return null;
    this.sleeping = true;
    return sleep(due - now).then(() => {
      this.sleeping = false;
      return this.flush(sink, Date.now());
    });
  }

  private async flush(sink: ViewSink, now: number): Promise<void> {
    this.lastFlushAt = now;
    if (this.views.size === 0) return;
    const views = [...this.views.values()];
    this.views = new Map();
    await sink(views);
  }
}
