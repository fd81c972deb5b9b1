import type { ModuleResolution } from '../language';
import { besideFile, joinSegment } from '../module-path';

/**
 * The files a relative import may name (`./schemas.js`): TypeScript's own
 * mapping of `.js` to the `.ts` it is compiled from first, then the extensions
 * and `index` files a specifier without one may mean. A package's import
 * (`zod`) names no file read here.
 */
export const scriptModules: ModuleResolution = {
  candidates(fromFile, specifier) {
    if (!specifier.startsWith('.')) return [];
    const path = besideFile(fromFile, specifier);
    const out = [path];
    const js = /\.(m|c)?js$/.exec(path);
    if (js) {
      const stem = path.slice(0, -js[0].length);
      out.push(`${stem}.${js[1] ?? ''}ts`, `${stem}.tsx`);
    } else if (!/\.[cm]?[jt]sx?$/.test(path)) {
      out.push(
        ...['.ts', '.tsx', '.js', '.mjs'].map((e) => path + e),
        ...['index.ts', 'index.js'].map((f) => joinSegment(path, f)),
      );
    }
    return out;
  },
};
