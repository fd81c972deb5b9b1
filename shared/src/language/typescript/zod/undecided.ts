import { converterFor } from './profiles';
import { chooseProfile, type Packages, type ZodSdk, type ZodVersion } from './choose';
import type { ZodProfile } from './types';

/**
 * Where the zod a file gets is not decided (a range admits minors that write
 * differently, or no zod is installed, locked or declared), the other
 * converter it may get: the schema is read with the likeliest one, and where
 * the other writes a node differently, an error there is only a warning that
 * says what the other writes (model/source.ts `Hedge`).
 */
export function otherProfile(
  sdk: ZodSdk,
  packages: Packages,
  zodImport: string | undefined,
  zod: ZodVersion,
  chosen: ZodProfile,
): ZodProfile | undefined {
  if (chosen.zod === 4 && zod.minors.low !== zod.minors.high) {
    const other = chooseProfile(sdk, packages, zodImport, zod.minors.low);
    return sameConverter(chosen, other) ? undefined : other;
  }
  // Nothing says which zod: both majors are possible where the SDK's converter follows the major.
  const undecided = packages !== undefined && !zod.from && zodImport !== 'zod/v3' && !zodImport?.startsWith('zod/v4');
  if (!undecided || sdk !== 'mcp' || chosen.id !== 'mcp-v1-zod4') return undefined;
  return chooseProfile(sdk, packages, 'zod/v3');
}

function sameConverter(a: ZodProfile, b: ZodProfile): boolean {
  const x = converterFor(a);
  const y = converterFor(b);
  return (Object.keys(x) as Array<keyof typeof x>).every((k) => x[k] === y[k]);
}
