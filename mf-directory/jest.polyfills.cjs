// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time.
// TODO(mf-shared): move into mf-shared/build/jest-preset.cjs so every area gets it.
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
