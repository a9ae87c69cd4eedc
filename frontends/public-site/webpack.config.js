const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const deps = require('./package.json').dependencies;

const API_TARGET = 'http://localhost:3000';

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    entry: './src/index.ts',
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(__dirname, 'dist'),
      // The shell loads this remote from wherever the API (or a CDN) serves it.
      publicPath: 'auto',
      filename: production ? '[name].[contenthash].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
      assetModuleFilename: production ? 'assets/[name].[contenthash][ext]' : 'assets/[name][ext]',
      clean: true,
      // Both remotes share the page with the shell: keep their chunk loaders apart.
      uniqueName: 'public_site',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { '@csec/contracts': path.resolve(__dirname, '../../libs/contracts/src') },
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
        {
          test: /\.css$/,
          use: [
            'style-loader',
            {
              loader: 'css-loader',
              options: {
                // Source maps of the CSS would ship inside the JS chunks that inject it.
                sourceMap: !production,
                modules: {
                  auto: true,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  // A short prefix keeps this remote's classes apart from the shell's and admin's.
                  localIdentName: production ? 'ps_[hash:base64:6]' : 'ps_[name]__[local]',
                },
              },
            },
          ],
        },
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'public_site',
        filename: 'remoteEntry.js',
        exposes: { './App': './src/App.tsx' },
        manifest: true,
        dts: false,
        // A remote loads no remotes of its own and never reads manifests: its copy of the
        // federation runtime can drop that code (and the Node.js loaders), about 7 KB gzipped.
        experiments: { optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
        shared: {
          react: { singleton: true, requiredVersion: deps.react },
          'react-dom': { singleton: true, requiredVersion: deps['react-dom'] },
          'react-router-dom': { singleton: true, requiredVersion: deps['react-router-dom'] },
          // react-router is released in lockstep with react-router-dom.
          'react-router': { singleton: true, requiredVersion: deps['react-router-dom'] },
        },
      }),
      new HtmlWebpackPlugin({ template: './public/index.html' }),
    ],
    devServer: {
      port: 3002,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/uploads'], target: API_TARGET }],
    },
    performance: { hints: false },
  };
};
