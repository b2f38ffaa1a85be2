import { describe, expect, it } from 'vitest';
import type { BufferedView } from './queries/views';
import { ViewBuffer } from './view-buffer';

const viewOf = (facilityId: number, visitor: string): BufferedView => ({ facilityId, day: '2026-11-23', visitor });

function recorder() {
  const flushes: string[][] = [];
  return { flushes, sink: async (views: BufferedView[]) => void flushes.push(views.map((v) => v.visitor)) };
}

describe('ViewBuffer', () => {
  it('flushes the first view at once, then holds views until the interval has passed, in one flush', async () => {
    const buffer = new ViewBuffer({ maxViews: 100, intervalMs: 40 });
    const { flushes, sink } = recorder();
    await buffer.add(viewOf(1, 'a'), sink);
    expect(flushes).toEqual([['a']]);

    const sleeping = buffer.add(viewOf(1, 'b'), sink);
    expect(sleeping).toBeInstanceOf(Promise);
    // Later views join the sleeping flush: they start none of their own.
    expect(buffer.add(viewOf(2, 'c'), sink)).toBeNull();
    expect(buffer.add(viewOf(1, 'b'), sink)).toBeNull();
    expect(flushes).toHaveLength(1);
    await sleeping;
    expect(flushes).toEqual([['a'], ['b', 'c']]);
  });

  it('flushes at once when the buffer is full, without waiting for the interval', async () => {
    const buffer = new ViewBuffer({ maxViews: 3, intervalMs: 10_000 });
    const { flushes, sink } = recorder();
    await buffer.add(viewOf(1, 'first'), sink);
    const pending = [buffer.add(viewOf(1, 'x'), sink), buffer.add(viewOf(1, 'y'), sink), buffer.add(viewOf(1, 'z'), sink)];
    expect(pending[2]).toBeInstanceOf(Promise);
    await pending[2];
    expect(flushes).toEqual([['first'], ['x', 'y', 'z']]);
  });

  it('holds a visitor once per day, however often it is added before a flush', async () => {
    const buffer = new ViewBuffer({ maxViews: 100, intervalMs: 20 });
    const { flushes, sink } = recorder();
    await buffer.add(viewOf(1, 'seed'), sink);
    const sleeping = buffer.add(viewOf(1, 'same'), sink);
    buffer.add(viewOf(1, 'same'), sink);
    buffer.add({ ...viewOf(1, 'same'), day: '2026-11-24' }, sink);
    await sleeping;
    expect(flushes[1]).toEqual(['same', 'same']);
  });
});
