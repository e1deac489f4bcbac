/**
 * `object.entries`, as the browser bundle sees it: the native function. node-polyglot (behind
 * react-admin's translate) requires that polyfill, which brings a dozen ES-shim packages
 * (get-intrinsic, define-properties, call-bind...) into the first script for what every browser
 * this product supports has had since 2017 (vite.config.ts aliases it; decision 0181).
 */
export default Object.entries;
