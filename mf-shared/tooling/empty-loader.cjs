// Server builds: global stylesheets (the design tokens) have no place in a Node bundle.
module.exports = function emptyModule() {
  return '';
};
