const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const webpack = require('webpack');
const { devDependencies } = require('./package.json');
const { frontendConfig, remoteDevServer, remoteFederation } = require('../webpack.shared');

/** The server build sits beside the browser build; the manifest names it (metaData.ssrRemoteEntry). */
const SERVER_DIR = 'server';

/**
 * The site's drawings and icons (SVG, 0.4 to 2.3 KB each) are written into the page as <svg> elements,
 * not shown through <img>: svg-markup-loader.js says why. Both builds compile them alike, so the
 * server's markup is what the browser hydrates. Photos stay files.
 */
function imageRules({ emit }) {
  const generator = emit ? {} : { emit: false };
  return [
    { test: /\.svg$/, use: path.resolve(__dirname, 'svg-markup-loader.js') },
    { test: /\.(png|jpe?g|webp)$/, type: 'asset/resource', generator },
  ];
}

/**
 * Two builds deployed together in one folder: the browser remote (what the shell loads) and its
 * server build (what the API renders pages with, loaded through the same manifest). Both compile
 * the same components, CSS module class names and asset names, so the server's markup is what
 * the browser hydrates.
 */
module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  // The server entry's file name, content-hashed: the server build compiles first and names it here for the browser build's manifest.
  const serverEntry = { name: '' };
  return [browserConfig(production, serverEntry), serverConfig(production, serverEntry)];
};

function cssModules(production, exportOnlyLocals) {
  return {
    loader: 'css-loader',
    options: {
      // Source maps of the CSS would ship inside the JS chunks that inject it.
      sourceMap: !production,
      modules: {
        auto: true,
        namedExport: false,
        exportLocalsConvention: 'as-is',
        exportOnlyLocals,
        // A short prefix keeps this remote's classes apart from the shell's and admin's.
        localIdentName: production ? 'ps_[hash:base64:6]' : 'ps_[name]__[local]',
      },
    },
  };
}

function browserConfig(production, serverEntry) {
  // The shell loads this remote from wherever the API (or a CDN) serves it.
  const base = frontendConfig({ dir: __dirname, production, uniqueName: 'public_site', publicPath: 'auto' });
  const federation = remoteFederation('public_site', devDependencies, production);
  return {
    ...base,
    name: 'browser',
    dependencies: ['server'],
    output: { ...base.output, clean: { keep: new RegExp(`^${SERVER_DIR}/`) } },
    module: {
      rules: [...base.module.rules, { test: /\.css$/, use: [MiniCssExtractPlugin.loader, cssModules(production, false)] }, ...imageRules({ emit: true })],
    },
    optimization: {
      ...base.optimization,
      // The stylesheet is inlined in every server-rendered page's head, so its bytes are every page's bytes:
      // minified by Lightning CSS (comments and whitespace out, values shortened), 42.8 KB -> 31.4 KB (9.0 -> 7.3 KB gzipped).
      minimizer: [...base.optimization.minimizer, new MinimizerPlugin({ test: /\.css$/i, minify: MinimizerPlugin.lightningCssMinify })],
      // All of the site's CSS in one file: a server-rendered page inlines it whole in its head.
      splitChunks: { cacheGroups: { styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true } } },
    },
    plugins: [
      ...base.plugins,
      new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash].css' : '[name].css' }),
      new ModuleFederationPlugin({
        ...federation,
        manifest: {
          additionalData: ({ stats, compilation }) => {
            // Read by the MF runtime in Node instead of remoteEntry. Its name changes with its content, so the
            // manifest names exactly one server build: one deployed beside or after it never stands in for it.
            if (!serverEntry.name) compilation.errors.push(new Error('The server build named no entry file'));
            stats.metaData.ssrRemoteEntry = { path: SERVER_DIR, name: serverEntry.name, type: 'commonjs-module' };
            return stats;
          },
        },
      }),
      new HtmlWebpackPlugin({ template: './public/index.html' }),
    ],
    devServer: remoteDevServer(3002),
  };
}

function serverConfig(production, serverEntry) {
  const base = frontendConfig({ dir: __dirname, production, uniqueName: 'public_site_server', publicPath: '' });
  return {
    ...base,
    name: 'server',
    target: 'async-node',
    entry: {},
    devtool: false,
    output: {
      ...base.output,
      path: path.join(__dirname, 'dist', SERVER_DIR),
      filename: '[name].js',
      chunkFilename: '[name].js',
      clean: true,
    },
    module: {
      rules: [
        ...base.module.rules,
        { test: /\.css$/, use: [cssModules(production, true)] },
        // Same names as the browser build; the files themselves are the browser build's.
        ...imageRules({ emit: false }),
      ],
    },
    optimization: { minimize: false },
    plugins: [
      // One file: the API loads the remote entry over HTTP and needs no chunk loading after it.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new ModuleFederationPlugin({
        name: 'public_site',
        filename: 'remoteEntry.[contenthash].js',
        library: { type: 'commonjs-module', name: 'public_site' },
        exposes: { './render': './src/server/render.tsx' },
        manifest: false,
        dts: false,
      }),
      { apply: (compiler) => compiler.hooks.done.tap('ServerEntryName', (stats) => Object.assign(serverEntry, { name: entryFileOf(stats.compilation) })) },
    ],
  };
}

/** The file of the container's entry chunk (named after the remote), as webpack wrote it. */
function entryFileOf(compilation) {
  const chunk = compilation.namedChunks.get('public_site');
  return chunk ? [...chunk.files].find((file) => file.endsWith('.js')) : '';
}
