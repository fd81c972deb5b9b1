/**
 * The string formats zod knows, as each converter writes them. zod 4 adds a
 * `pattern` to most formats: these are the patterns z.toJSONSchema writes for
 * the default options (the oracle test checks them against zod 4 itself); a
 * format with options or without a known pattern gets an opaque pattern.
 */
export interface StringFormat {
  /** The JSON Schema `format` value. */
  format: string;
  /** zod 4's pattern for the default options; undefined: none is written; null: one is, not known here. */
  pattern4: string | undefined | null;
  /** zod 3 has this format (as a `z.string()` method). */
  zod3: boolean;
}

const DATE = String.raw`(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))`;

export const STRING_FORMATS: Record<string, StringFormat> = {
  email: {
    format: 'email',
    pattern4: String.raw`^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$`,
    zod3: true,
  },
  url: { format: 'uri', pattern4: undefined, zod3: true },
  uuid: {
    format: 'uuid',
    pattern4: String.raw`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$`,
    zod3: true,
  },
  guid: {
    format: 'uuid',
    pattern4: String.raw`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$`,
    zod3: false,
  },
  datetime: {
    format: 'date-time',
    pattern4: `^${DATE}T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z))$`,
    zod3: true,
  },
  date: { format: 'date', pattern4: `^${DATE}$`, zod3: true },
  time: { format: 'time', pattern4: null, zod3: true },
  cuid: { format: 'cuid', pattern4: null, zod3: true },
  ipv4: { format: 'ipv4', pattern4: null, zod3: false },
  ipv6: { format: 'ipv6', pattern4: null, zod3: false },
};
