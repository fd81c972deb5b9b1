import type { SyntaxNode } from '@lezer/common';
import type { JsonNode } from '../../../json/tree';
import type { Span } from '../../../types';
import type { Mod } from './scope';

/** A JSON Schema keyword the Python source wrote (`ge=0` is `minimum: 0`), at the span that wrote it. */
export interface Keyword {
  key: string;
  keySpan: Span;
  value: JsonNode;
}

/** What `Field(...)` (or a default, or an `Annotated` string) says about a field, beyond its type. */
export interface FieldMeta {
  /** The `Field(...)` call, or the default's expression. */
  span: Span;
  /** The default value; `'factory'` for `default_factory=`, whose value is not known statically. */
  default?: JsonNode | 'factory';
  /** `default_factory=list`: the factory's name when it is a plain name. */
  factory?: string;
  /** `title=`, `description=`, `examples=`, `deprecated=`, `json_schema_extra=` entries: the field's own keywords. */
  keywords: Keyword[];
  /** `ge=`, `max_length=`, `pattern=`...: constraints the type's schema takes (`min_length` is `minLength` or `minItems`). */
  constraints: Constraint[];
  alias?: { name: string; span: Span };
  discriminator?: { name: string; span: Span };
  /** The `Field(...)` call, as the genai SDK sees a FieldInfo default. */
  call?: SyntaxNode;
  /** The field's description came from an `Annotated[X, "text"]` string (only some SDKs read it). */
  annotatedDoc?: Keyword;
  /** Something in it was not read (`**kwargs`, a callable json_schema_extra): the field has unknown keywords. */
  unread?: Span;
}

export interface Constraint {
  /** The Field argument: `ge`, `gt`, `le`, `lt`, `multiple_of`, `min_length`, `max_length`, `pattern`. */
  name: string;
  keySpan: Span;
  value: JsonNode;
}

export interface PyField {
  name: string;
  nameSpan: Span;
  type: PyType;
  meta: FieldMeta;
  /** TypedDict: `total=False` or `NotRequired[...]`; a field with a default is not required either. */
  notRequired?: boolean;
}

export type ClassKind = 'model' | 'typeddict' | 'dataclass';

/** A class whose fields make an object schema: a BaseModel, a TypedDict, a dataclass. */
export interface ModelDef {
  kind: ClassKind;
  name: string;
  node: SyntaxNode;
  mod: Mod;
  /** Read on first use: a model may refer to itself. */
  fields(): PyField[];
  description?: string;
  /** `model_config = ConfigDict(extra='forbid')`: `additionalProperties: false`; `'allow'`: `true`. */
  extra?: 'forbid' | 'allow';
  title?: string;
  /** Where the fields came from (a base not read): the schema is not fully known. */
  unreadBase?: Span;
}

export interface EnumDef {
  name: string;
  node: SyntaxNode;
  values: JsonNode[];
  description?: string;
  /** A member whose value was not read (`auto()`, a call). */
  unread: boolean;
}

export type PyKind =
  | { t: 'scalar'; keywords: ReadonlyArray<readonly [string, unknown]> }
  | { t: 'list'; item: PyType | undefined; unique: boolean }
  | { t: 'tuple'; items: PyType[] }
  | { t: 'tuple-var'; item: PyType }
  | { t: 'dict'; value: PyType | undefined }
  | { t: 'union'; members: PyType[] }
  | { t: 'literal'; values: JsonNode[] }
  | { t: 'model'; def: ModelDef }
  | { t: 'enum'; def: EnumDef }
  | { t: 'any' }
  | { t: 'none' }
  | { t: 'annotated'; inner: PyType; meta: FieldMeta[] }
  /** Not known: a name not resolved, a construct not modelled. */
  | { t: 'opaque' };

export interface PyType {
  kind: PyKind;
  /** The annotation that produced it. */
  span: Span;
}
