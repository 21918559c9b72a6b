import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress-plugin';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-precompress-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('precompressFolder', () => {
  it('writes .br and .gz beside each compressible file of 256 bytes or more, in subfolders too, that decompress to the file', async () => {
    const big = `console.log(${JSON.stringify('relief '.repeat(400))});`;
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'main.0123abcd89.js'), big);
    fs.writeFileSync(path.join(dir, 'assets', 'style.css'), `.a{color:red}`.repeat(200));
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'x()');
    fs.writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 1));
    const done = await precompressFolder(dir);
    expect(done.map((f) => path.relative(dir, f)).sort()).toEqual([path.join('assets', 'style.css'), 'main.0123abcd89.js']);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'main.0123abcd89.js.br'))).toString()).toBe(big);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'main.0123abcd89.js.gz'))).toString()).toBe(big);
    expect(fs.existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'photo.png.br'))).toBe(false);
  });

  it('leaves fresh copies alone and makes stale ones again', async () => {
    expect(await precompressFolder(dir)).toEqual([]);
    const file = path.join(dir, 'main.0123abcd89.js');
    const changed = `console.log(${JSON.stringify('changed '.repeat(400))});`;
    fs.writeFileSync(file, changed);
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    expect(await precompressFolder(dir)).toEqual([file]);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(changed);
  });
});
