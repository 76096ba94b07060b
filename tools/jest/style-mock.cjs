// CSS Modules in tests: every class name reads as itself.
module.exports = new Proxy({}, { get: (target, key) => (key === '__esModule' ? false : String(key)) });
