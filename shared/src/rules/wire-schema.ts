import { enumNonString } from './enum-non-string';
import { enumValues } from './enum-values';
import { formatUnsupported } from './format-unsupported';
import { itemsForm } from './items-form';
import { itemsMissing } from './items-missing';
import { objectFreeForm } from './object-free-form';
import { propertySchemaForm } from './property-schema-form';
import { requiredForm } from './required-form';
import { requiredUndeclared } from './required-undeclared';
import { rootCombinator } from './root-combinator';
import { rootProperties } from './root-properties';
import { rootType } from './root-type';
import type { Rule } from './support/rule';
import { strictAdditionalProperties } from './strict-additional-properties';
import { strictAnyofFirstKey } from './strict-anyof-first-key';
import { strictFormat } from './strict-format';
import { strictKeyword } from './strict-keyword';
import { strictRequiredAll } from './strict-required-all';
import { typeList } from './type-list';
import { typeMissing } from './type-missing';
import { typeUnknown } from './type-unknown';

/** Wire rules that judge the shape of schema nodes, root first, then types, arrays, objects, required, values, then the strict modes' own. */
export const WIRE_SCHEMA_RULES: readonly Rule[] = [
  rootType,
  rootProperties,
  rootCombinator,
  typeMissing,
  typeList,
  typeUnknown,
  itemsMissing,
  itemsForm,
  objectFreeForm,
  propertySchemaForm,
  requiredUndeclared,
  requiredForm,
  enumNonString,
  enumValues,
  formatUnsupported,
  strictAdditionalProperties,
  strictRequiredAll,
  strictKeyword,
  strictFormat,
  strictAnyofFirstKey,
];
