import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = fs.readFileSync(path.join(import.meta.dirname, 'fonts.css'), 'utf8');
const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => m[1] ?? '');

describe('the Bengali fonts (fonts.css)', () => {
  it('are taken from the device when it has a Bengali font of its own (Android, Windows, Apple), before our file', () => {
    expect(faces).toHaveLength(2);
    for (const face of faces) {
      const src = /src:([^;]*);/.exec(face)?.[1] ?? '';
      const local = [...src.matchAll(/local\('([^']+)'\)/g)].map((m) => m[1]);
      expect(local).toEqual(expect.arrayContaining(['Noto Sans Bengali', 'Nirmala UI', 'Kohinoor Bangla', 'Bangla Sangam MN']));
      // Every local name before the download, so a device with one downloads nothing.
      expect(src.lastIndexOf('local(')).toBeLessThan(src.indexOf('url('));
      expect(face).toMatch(/font-display:\s*swap/);
      expect(face).toMatch(/unicode-range:[^;]*U\+0?9/);
    }
  });
});
