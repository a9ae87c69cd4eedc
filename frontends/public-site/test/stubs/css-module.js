// Each class name maps to itself: styles.solid === 'solid'.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
