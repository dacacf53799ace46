// The MJML compile of a digest, in a worker thread (mjml-pool.ts): plain CommonJS, so Node loads
// it as is under jest, tsx and in production alike.
'use strict';
const mjmlModule = require('mjml');
const mjml2html = mjmlModule.default || mjmlModule;

module.exports = async function compileMjml({ source }) {
  const result = await mjml2html(source, { validationLevel: 'strict' });
  return result.html;
};
