import { describe, expect, it } from 'vitest';
import { buildStateShapes, stateShapesFile } from './us-state-shapes';

// The /states map's SVG file: the page draws each state from it with <use href="…#CA"> and paints it
// with its own classes, which reach the file's paths only where they set no paint of their own.

describe('stateShapesFile', () => {
  const shapes = buildStateShapes();
  const file = stateShapesFile(shapes);

  it('holds each state as a path named by its code, in the order of the states, then DC’s land as "other"', () => {
    const ids = [...file.matchAll(/<path id="(\w+)" d="M[^"]+"\/>/g)].map((m) => m[1]);
    expect(ids).toEqual([...shapes.states.map((s) => s.code), 'other']);
    expect(file).toContain(`viewBox="0 0 ${shapes.width} ${shapes.height}"`);
  });

  it('sets no fill, stroke or style, so the page’s classes on each <use> paint the shapes', () => {
    expect(file).not.toMatch(/fill|stroke|style|class=/);
  });
});
