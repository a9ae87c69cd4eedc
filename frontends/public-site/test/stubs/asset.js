module.exports = 'asset-url';
