/**
 * jsdom finds a `<label for>`'s control by walking the whole document, and finds an input's labels
 * by walking the whole document again asking each label for its control: every accessible name
 * Testing Library computes (`getByRole(…, { name })`, `getByLabelText`) costs the square of the
 * page's size. On a react-admin form that was a tenth of the component tests' CPU
 * (HTMLLabelElement's `control` getter, measured with --cpu-prof).
 *
 * This gives jsdom's label the same answer from the document's id index: the one connected
 * element with that id. Anything else (a label outside a document, an id used twice) keeps
 * jsdom's own walk, so the answer never changes, only its cost.
 */
import { createRequire } from 'node:module';

interface NodeImpl {
  nodeType: number;
  getRootNode(options: object): NodeImpl;
  getAttributeNS(namespace: null, name: string): string | null;
  hasAttributeNS(namespace: null, name: string): boolean;
  _ids?: Record<string, NodeImpl[]>;
}

const DOCUMENT_NODE = 9;
const require = createRequire(import.meta.url);

export function fastLabelControl(): void {
  // The very modules the jsdom environment runs on (one module cache per worker); a file on
  // another environment (`@vitest-environment node`) has none loaded, and nothing to speed up.
  const labelModule = require.resolve('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js');
  if (!require.cache[labelModule]) return;
  const label = require(labelModule) as {
    implementation: { prototype: object };
  };
  const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as {
    isLabelable(node: NodeImpl): boolean;
  };
  const { domSymbolTree } = require('jsdom/lib/jsdom/living/helpers/internal-constants.js') as {
    domSymbolTree: { parent(node: NodeImpl): NodeImpl | null };
  };
  const prototype = label.implementation.prototype;
  const jsdomControl = Object.getOwnPropertyDescriptor(prototype, 'control')?.get;
  if (!jsdomControl || (jsdomControl as { fast?: boolean }).fast) return;

  const rootOf = (node: NodeImpl) => {
    let root = node;
    for (let parent = domSymbolTree.parent(root); parent; parent = domSymbolTree.parent(root)) {
      root = parent;
    }
    return root;
  };
  const control = function (this: NodeImpl) {
    const id = this.getAttributeNS(null, 'for');
    if (id) {
      const root = this.getRootNode({});
      if (root.nodeType === DOCUMENT_NODE && root._ids) {
        const connected = (root._ids[id] ?? []).filter((element) => rootOf(element) === root);
        if (connected.length === 0) return null;
        if (connected.length === 1) return isLabelable(connected[0]) ? connected[0] : null;
      }
    }
    return jsdomControl.call(this);
  };
  Object.defineProperty(control, 'fast', { value: true });
  Object.defineProperty(prototype, 'control', { get: control, configurable: true });
}
