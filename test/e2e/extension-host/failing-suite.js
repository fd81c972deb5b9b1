// A mocha suite that must fail: one passing and one failing test, run the way an extension test
// index runs mocha. extension-host.test.ts runs it in code-server to prove that a failing test
// inside the extension host fails the e2e run (and is not lost when the page closes).
'use strict';
const Mocha = require('mocha');

exports.run = function run() {
  const mocha = new Mocha({ color: false, reporter: 'spec' });
  const suite = Mocha.Suite.create(mocha.suite, 'deliberately failing suite');
  suite.addTest(new Mocha.Test('passes', () => {}));
  suite.addTest(
    new Mocha.Test('fails', () => {
      throw new Error('this failure is expected');
    }),
  );
  return new Promise((resolve, reject) => {
    mocha.run((failures) => (failures ? reject(new Error(`${failures} test failed.`)) : resolve()));
  });
};
