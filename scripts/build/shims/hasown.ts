/**
 * `hasown`, as the browser bundle sees it: the native `Object.hasOwn`, the same check
 * (own property, by key). node-polyglot requires the package, which brings `function-bind`'s
 * polyfill of `Function.prototype.bind` (1 KB of the first script) with it, for what every
 * browser this product supports has had since 2021 (vite.config.ts aliases it; decision 0181).
 */
export default Object.hasOwn;
