// jsdom lacks a few browser globals our code relies on.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = (value) => JSON.parse(JSON.stringify(value));
}
require('fake-indexeddb/auto');
// The local database tells its readers and the other tabs what changed through a BroadcastChannel
// (jsdom has none): Node's, unref'd so that a channel left open never keeps a test worker alive.
if (typeof globalThis.BroadcastChannel !== 'function') {
  const { BroadcastChannel: NodeBroadcastChannel } = require('node:worker_threads');
  globalThis.BroadcastChannel = class BroadcastChannel extends NodeBroadcastChannel {
    constructor(name) {
      super(name);
      this.unref();
    }
  };
}
