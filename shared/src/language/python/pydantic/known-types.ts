import type { PyKind } from './ir';

/** pydantic 2.12+'s Decimal: a number or a numeric string (PR #11987 gave it the lookahead pattern). */
const DECIMAL_PATTERN = '^(?!^[-+.]*$)[+-]?0*\\d*\\.?\\d*$';

const scalar = (...keywords: Array<readonly [string, unknown]>): PyKind => ({ t: 'scalar', keywords });
const string = (...more: Array<readonly [string, unknown]>) => scalar(...more, ['type', 'string']);
const bound = (key: string, type: string) => scalar([key, 0], ['type', type]);

/** What pydantic writes for each bare type it knows, by canonical name (`known.ts`). */
const KNOWN_TYPES: Record<string, PyKind> = {
  'builtins.str': string(),
  'builtins.int': scalar(['type', 'integer']),
  'builtins.float': scalar(['type', 'number']),
  'builtins.bool': scalar(['type', 'boolean']),
  'builtins.bytes': string(['format', 'binary']),
  'builtins.None': { t: 'none' },
  'builtins.object': { t: 'any' },
  'builtins.list': { t: 'list', item: undefined, unique: false },
  'builtins.tuple': { t: 'list', item: undefined, unique: false },
  'builtins.set': { t: 'list', item: undefined, unique: true },
  'builtins.frozenset': { t: 'list', item: undefined, unique: true },
  'builtins.dict': { t: 'dict', value: undefined },
  'typing.Any': { t: 'any' },
  'typing.List': { t: 'list', item: undefined, unique: false },
  'typing.Sequence': { t: 'list', item: undefined, unique: false },
  'typing.Tuple': { t: 'list', item: undefined, unique: false },
  'typing.Set': { t: 'list', item: undefined, unique: true },
  'typing.FrozenSet': { t: 'list', item: undefined, unique: true },
  'typing.Dict': { t: 'dict', value: undefined },
  'typing.Mapping': { t: 'dict', value: undefined },
  'datetime.datetime': string(['format', 'date-time']),
  'datetime.date': string(['format', 'date']),
  'datetime.time': string(['format', 'time']),
  'datetime.timedelta': string(['format', 'duration']),
  'uuid.UUID': string(['format', 'uuid']),
  'pydantic.UUID4': string(['format', 'uuid4']),
  'pathlib.Path': string(['format', 'path']),
  'pathlib.PurePath': string(['format', 'path']),
  'pathlib.PosixPath': string(['format', 'path']),
  'decimal.Decimal': scalar(['anyOf', [{ type: 'number' }, { pattern: DECIMAL_PATTERN, type: 'string' }]]),
  'pydantic.HttpUrl': string(['format', 'uri'], ['maxLength', 2083], ['minLength', 1]),
  'pydantic.AnyUrl': string(['format', 'uri'], ['minLength', 1]),
  'pydantic.AnyHttpUrl': string(['format', 'uri'], ['minLength', 1]),
  'pydantic.EmailStr': string(['format', 'email']),
  'pydantic.StrictStr': string(),
  'pydantic.StrictInt': scalar(['type', 'integer']),
  'pydantic.StrictFloat': scalar(['type', 'number']),
  'pydantic.StrictBool': scalar(['type', 'boolean']),
  'pydantic.SecretStr': string(['format', 'password'], ['writeOnly', true]),
  'pydantic.PositiveInt': bound('exclusiveMinimum', 'integer'),
  'pydantic.NegativeInt': bound('exclusiveMaximum', 'integer'),
  'pydantic.NonNegativeInt': bound('minimum', 'integer'),
  'pydantic.NonPositiveInt': bound('maximum', 'integer'),
  'pydantic.PositiveFloat': bound('exclusiveMinimum', 'number'),
  'pydantic.NegativeFloat': bound('exclusiveMaximum', 'number'),
  'pydantic.NonNegativeFloat': bound('minimum', 'number'),
  'pydantic.NonPositiveFloat': bound('maximum', 'number'),
};

export function knownType(name: string): PyKind | undefined {
  return KNOWN_TYPES[name];
}
