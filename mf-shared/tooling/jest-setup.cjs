require('@testing-library/jest-dom');

// findBy*/waitFor give up after 1 s by default. On a busy 2-core machine the first render of a
// test file (its page's lazy chunk, the fake API's answers) can take longer, so they wait up to
// 3 s: a passing test does not wait longer, a failing one fails a little later.
require('@testing-library/react').configure({ asyncUtilTimeout: 3000 });
