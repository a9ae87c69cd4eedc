const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { dependencies } = require('./package.json');

const API_ORIGIN = 'http://localhost:3000';

/** Only the router and React are shared; antd, the icons and the editor stay inside this remote. */
const singleton = (version) => ({ singleton: true, requiredVersion: version });

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    entry: './src/index.ts',
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: 'auto',
      filename: production ? '[name].[contenthash].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
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
                target: 'es2020',
                transform: { react: { runtime: 'automatic' } },
              },
            },
          },
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'admin',
        filename: 'remoteEntry.js',
        exposes: { './App': './src/App.tsx' },
        manifest: true,
        dts: false,
        // A remote loads no remotes of its own and reads no manifests: its copy of the federation
        // runtime drops that code and the Node.js loaders.
        experiments: { optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
        shared: {
          react: singleton(dependencies.react),
          'react-dom': singleton(dependencies['react-dom']),
          'react-router-dom': singleton(dependencies['react-router-dom']),
          // react-router ships in lockstep with react-router-dom
          'react-router': singleton(dependencies['react-router-dom']),
        },
      }),
      new HtmlWebpackPlugin({ template: './public/index.html' }),
    ],
    performance: { hints: false },
    devServer: {
      port: 3003,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/uploads'], target: API_ORIGIN }],
    },
  };
};
