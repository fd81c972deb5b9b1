// Rewrites test/golden/ from the engine as it is: `npm run golden:update`. Review the diff before
// committing it, and say in the commit why each changed file changed (test/golden/README.md).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { GOLDEN_DIR, committedGolden, goldenInputs, renderGolden } from '../test/helpers/golden';

const files = goldenInputs().flatMap(renderGolden);
const wanted = new Set(files.map((f) => f.path));
const stale = committedGolden().filter((path) => !wanted.has(path));
for (const path of stale) rmSync(join(GOLDEN_DIR, path));
for (const { path, content } of files) {
  mkdirSync(dirname(join(GOLDEN_DIR, path)), { recursive: true });
  writeFileSync(join(GOLDEN_DIR, path), content);
}
console.log(`golden: ${files.length} files written, ${stale.length} stale removed, under ${GOLDEN_DIR}`);
