/**
 * mf-public's live first screens for its server (server/render-screen.tsx): one CommonJS file for
 * Node.js, dist/.server/screens.cjs, deployed with the build it renders for (the server never serves
 * a dot folder: it runs this file, scripts/lib/static-server.mjs). Built after the app (whose build
 * cleans dist/). Everything it imports is bundled in, so the server needs no build tool at run time;
 * stylesheets are left out (the shell's server writes the page's styles in from prerender.json).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { scriptRule } from 'relief-build/rspack-base';

const dir = path.dirname(fileURLToPath(import.meta.url));

const config: Configuration = {
  name: 'mf-public-screens',
  mode: 'production',
  context: dir,
  target: 'node20',
  entry: { screens: './server/render-screen.tsx' },
  devtool: false,
  output: {
    path: path.join(dir, 'dist', '.server'),
    clean: true,
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    // Its lazy parts (strings, sections) as files beside it, loaded with require (one file would be
    // tidier, but Rspack 2 panics on this app with asyncChunks: false).
    chunkFilename: '[name].[contenthash:10].cjs',
  },
  resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'] },
  module: {
    rules: [
      scriptRule({ targets: 'node 20' }),
      // Stylesheets: only their class names (CSS modules); the page's styles come from prerender.json.
      { test: /\.css$/, type: 'css/auto', generator: { exportsOnly: true } },
      { test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i, type: 'asset/resource', generator: { emit: false } },
    ],
  },
  optimization: { minimize: false, splitChunks: false },
  plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
  performance: false,
};

export default config;
