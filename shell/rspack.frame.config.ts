/**
 * The shell's frame for its server (server/render-frame.tsx): one CommonJS file for Node.js,
 * dist/.server/frame.cjs, deployed with the build it renders for (the server never serves a dot
 * folder: it runs this file, scripts/lib/frame.mjs). Built after the app (whose build cleans dist/). Everything
 * it imports is bundled in, so the server needs no build tool at run time; stylesheets are left out
 * (the page links them).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { scriptRule } from 'relief-build/rspack-base';

const dir = path.dirname(fileURLToPath(import.meta.url));

const config: Configuration = {
  name: 'shell-frame',
  mode: 'production',
  context: dir,
  target: 'node20',
  entry: { frame: './server/render-frame.tsx' },
  devtool: false,
  output: {
    path: path.join(dir, 'dist', '.server'),
    clean: true,
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    // The strings' chunks in the one file: the server loads nothing else.
    asyncChunks: false,
  },
  resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'] },
  module: {
    rules: [
      scriptRule({ targets: 'node 20' }),
      { test: /\.css$/, type: 'asset/source' },
      { test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i, type: 'asset/resource', generator: { emit: false } },
    ],
  },
  optimization: { minimize: false, splitChunks: false },
  plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
  performance: false,
};

export default config;
