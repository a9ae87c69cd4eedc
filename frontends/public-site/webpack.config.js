const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { dependencies } = require('./package.json');
const { frontendConfig, remoteDevServer, remoteFederation } = require('../webpack.shared');

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  // The shell loads this remote from wherever the API (or a CDN) serves it.
  const base = frontendConfig({ dir: __dirname, production, uniqueName: 'public_site', publicPath: 'auto' });
  return {
    ...base,
    module: {
      rules: [
        ...base.module.rules,
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
      new ModuleFederationPlugin(remoteFederation('public_site', dependencies)),
      new HtmlWebpackPlugin({ template: './public/index.html' }),
    ],
    devServer: remoteDevServer(3002),
  };
};
