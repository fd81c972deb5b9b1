/**
 * The names a type annotation may use from the standard library and pydantic,
 * by module: what `from typing import Optional` or `dt.date` stands for. A name
 * is known by its canonical qualified name (`typing.Optional`), whatever module
 * re-exports it (`typing_extensions`, `collections.abc`, `pydantic.fields`).
 */

const TYPING = [
  'Optional',
  'Union',
  'Literal',
  'Annotated',
  'Any',
  'List',
  'Dict',
  'Tuple',
  'Set',
  'FrozenSet',
  'Sequence',
  'MutableSequence',
  'Iterable',
  'Collection',
  'Mapping',
  'MutableMapping',
  'AbstractSet',
  'TypedDict',
  'NotRequired',
  'Required',
  'ClassVar',
  'Final',
  'TypeAlias',
] as const;

const MODULES: Record<string, { canonical: string; names: readonly string[] }> = {
  typing: { canonical: 'typing', names: TYPING },
  typing_extensions: { canonical: 'typing', names: [...TYPING, 'Doc'] },
  'collections.abc': {
    canonical: 'typing',
    names: ['Sequence', 'MutableSequence', 'Iterable', 'Collection', 'Mapping', 'MutableMapping', 'Set'],
  },
  builtins: {
    canonical: 'builtins',
    names: ['str', 'int', 'float', 'bool', 'bytes', 'list', 'dict', 'tuple', 'set', 'frozenset', 'object'],
  },
  datetime: { canonical: 'datetime', names: ['datetime', 'date', 'time', 'timedelta'] },
  uuid: { canonical: 'uuid', names: ['UUID'] },
  pathlib: { canonical: 'pathlib', names: ['Path', 'PurePath', 'PosixPath'] },
  decimal: { canonical: 'decimal', names: ['Decimal'] },
  enum: { canonical: 'enum', names: ['Enum', 'IntEnum', 'StrEnum', 'auto'] },
  dataclasses: { canonical: 'dataclasses', names: ['dataclass', 'field'] },
  pydantic: {
    canonical: 'pydantic',
    names: [
      'BaseModel',
      'Field',
      'ConfigDict',
      'HttpUrl',
      'AnyUrl',
      'AnyHttpUrl',
      'EmailStr',
      'PositiveInt',
      'NegativeInt',
      'NonNegativeInt',
      'NonPositiveInt',
      'PositiveFloat',
      'NegativeFloat',
      'NonNegativeFloat',
      'NonPositiveFloat',
      'StrictStr',
      'StrictInt',
      'StrictFloat',
      'StrictBool',
      'UUID4',
      'Json',
      'SecretStr',
    ],
  },
  'pydantic.fields': { canonical: 'pydantic', names: ['Field'] },
  'pydantic.networks': { canonical: 'pydantic', names: ['HttpUrl', 'AnyUrl', 'AnyHttpUrl', 'EmailStr'] },
  'pydantic.main': { canonical: 'pydantic', names: ['BaseModel'] },
  'pydantic.dataclasses': { canonical: 'dataclasses', names: ['dataclass'] },
};

/** Python's builtins that an annotation names without importing them. */
export const BUILTINS = new Set(MODULES.builtins.names);

/** True when `module` is one of the modules above (the host is not asked for it). */
export function isKnownModule(module: string): boolean {
  return module in MODULES || module === 'collections' || module === 'typing_extensions';
}

/** The canonical name of `module.name` (`typing_extensions.Annotated` gives `typing.Annotated`), or undefined. */
export function knownName(module: string, name: string): string | undefined {
  if (module === 'collections' && name === 'abc') return undefined;
  const m = MODULES[module];
  return m?.names.includes(name) ? `${m.canonical}.${name}` : undefined;
}
