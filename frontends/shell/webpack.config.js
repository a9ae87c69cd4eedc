const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const deps = require('./package.json').dependencies;

const API_TARGET = 'http://localhost:3000';
const PUBLIC_SITE_DEV = 'http://localhost:3002';
const ADMIN_DEV = 'http://localhost:3003';

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    entry: './src/index.ts',
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(__dirname, 'dist'),
      // The shell's page answers every route, so its assets must resolve from the root.
      publicPath: '/',
      filename: production ? '[name].[contenthash].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
      clean: true,
      uniqueName: 'shell',
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
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        // Remotes are registered at run time from /api/site-config, never baked in here.
        remotes: {},
        manifest: true,
        dts: false,
        // The default 'version-first' fetches every registered remote's entry before
        // sharing; public pages must never download the admin remote.
        shareStrategy: 'loaded-first',
        // Drops the runtime's Node.js loading code from the browser bundle.
        experiments: { optimization: { target: 'web' } },
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
      port: 3001,
      historyApiFallback: true,
      // With the API's default site config the remotes live under /remotes/*; in
      // development those paths lead to the remotes' own dev servers.
      proxy: [
        { context: ['/api', '/uploads'], target: API_TARGET },
        { context: ['/remotes/public-site'], target: PUBLIC_SITE_DEV, pathRewrite: { '^/remotes/public-site': '' } },
        { context: ['/remotes/admin'], target: ADMIN_DEV, pathRewrite: { '^/remotes/admin': '' } },
      ],
    },
    performance: { hints: false },
  };
};
