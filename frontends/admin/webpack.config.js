const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { devDependencies } = require('./package.json');
const { frontendConfig, remoteDevServer, remoteFederation } = require('../webpack.shared');

/** Only React and the router are shared; antd, the icons and the editor stay inside this remote. */
module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  const base = frontendConfig({ dir: __dirname, production, uniqueName: 'admin', publicPath: 'auto' });
  return {
    ...base,
    module: { rules: [...base.module.rules, { test: /\.css$/, use: ['style-loader', 'css-loader'] }] },
    plugins: [
      ...base.plugins,
      new ModuleFederationPlugin(remoteFederation('admin', devDependencies, production)),
      new HtmlWebpackPlugin({ template: './public/index.html' }),
    ],
    devServer: remoteDevServer(3003),
  };
};
