/**
 * What the three frontends' webpack configs share: how TypeScript is compiled, where
 * @csec/contracts comes from, the singletons they share at run time, and the output naming.
 */
const path = require('path');
const { SourceMapDevToolPlugin } = require('webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');

/**
 * The API in development, on the port it is configured with (PORT, as the API reads it, or
 * API_ORIGIN for one elsewhere); the dev servers proxy /api and /uploads to it.
 */
const API_ORIGIN = process.env.API_ORIGIN || `http://localhost:${process.env.PORT || 3000}`;

/**
 * react, react-dom and the router: one copy on the page, whichever frontend loads first.
 * `dependencies` is a frontend's devDependencies: everything a frontend uses is bundled at build
 * time, so none of it is a production dependency that the API's runtime image would install.
 */
function sharedSingletons(dependencies) {
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });
  return {
    react: singleton(dependencies.react),
    'react-dom': singleton(dependencies['react-dom']),
    'react-router-dom': singleton(dependencies['react-router-dom']),
    // react-router is released in lockstep with react-router-dom.
    'react-router': singleton(dependencies['react-router-dom']),
  };
}

/** Base config of one frontend: entry, output, TypeScript through swc, the contracts alias. */
function frontendConfig({ dir, production, uniqueName, publicPath }) {
  return {
    entry: './src/index.ts',
    mode: production ? 'production' : 'development',
    // Production maps go beside dist/, not into it: what is deployed and served never carries the source.
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(dir, 'dist'),
      publicPath,
      filename: production ? '[name].[contenthash].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
      assetModuleFilename: production ? 'assets/[name].[contenthash][ext]' : 'assets/[name][ext]',
      clean: true,
      // The shell and both remotes share one page: keep their chunk loaders apart.
      uniqueName,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { '@csec/contracts': path.resolve(__dirname, '../libs/contracts/src') },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
      ],
    },
    performance: { hints: false },
    // swc's minifier rather than webpack's default terser: measured on the admin build, 22 s instead of
    // 54 s (27 s of CPU instead of 73), and the gzipped scripts of every first visit 0.3-2 % smaller.
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } })],
    },
    plugins: production ? [new SourceMapDevToolPlugin({ filename: '../sourcemaps/[file].map', append: false })] : [],
  };
}

/**
 * A remote's federation options beyond its name: one exposed App, a manifest, a lean runtime.
 * In production the entry's name carries its content hash, like every other file of the build: a
 * page can then name the exact build it was rendered with, and that build's entry stays what it
 * was for as long as the file is served, whatever was deployed since (the manifest names the newest).
 */
function remoteFederation(name, dependencies, production) {
  return {
    name,
    filename: production ? 'remoteEntry.[contenthash].js' : 'remoteEntry.js',
    exposes: { './App': './src/App.tsx' },
    manifest: true,
    dts: false,
    // A remote loads no remotes of its own and reads no manifests: its copy of the federation
    // runtime drops that code and the Node.js loaders (about 7 KB gzipped).
    experiments: { optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
    shared: sharedSingletons(dependencies),
  };
}

/** A remote's dev server: standalone pages, open to the shell's dev server on another port. */
function remoteDevServer(port) {
  return {
    port,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api', '/uploads'], target: API_ORIGIN }],
  };
}

module.exports = { API_ORIGIN, sharedSingletons, frontendConfig, remoteFederation, remoteDevServer };
