const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { devDependencies } = require('./package.json');
const { API_ORIGIN, frontendConfig, sharedSingletons } = require('../webpack.shared');

const PUBLIC_SITE_DEV = 'http://localhost:3002';
const ADMIN_DEV = 'http://localhost:3003';

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  const base = frontendConfig({
    dir: __dirname,
    production,
    uniqueName: 'shell',
    // The shell's page answers every route, so its assets must resolve from the root.
    publicPath: '/',
  });
  return {
    ...base,
    plugins: [
      ...base.plugins,
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
        shared: sharedSingletons(devDependencies),
      }),
      new HtmlWebpackPlugin({ template: './public/index.html' }),
      // Favicons, web manifest and Open Graph image, at the fixed root names browsers and crawlers ask for.
      new CopyPlugin({ patterns: [{ from: path.join(__dirname, 'static') }] }),
    ],
    devServer: {
      port: 3001,
      historyApiFallback: true,
      // With the API's default site config the remotes live under /remotes/*; in
      // development those paths lead to the remotes' own dev servers.
      proxy: [
        { context: ['/api', '/uploads'], target: API_ORIGIN },
        { context: ['/remotes/public-site'], target: PUBLIC_SITE_DEV, pathRewrite: { '^/remotes/public-site': '' } },
        { context: ['/remotes/admin'], target: ADMIN_DEV, pathRewrite: { '^/remotes/admin': '' } },
      ],
    },
  };
};
