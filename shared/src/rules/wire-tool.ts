import { descriptionMissing } from './description-missing';
import { keywordUnsupported } from './keyword-unsupported';
import { nameDuplicate } from './name-duplicate';
import { nameInvalid } from './name-invalid';
import { nameMissing } from './name-missing';
import { ref } from './ref';
import { parametersMissing } from './parameters-missing';
import type { Rule } from './support/rule';
import { schemaInvalid } from './schema-invalid';
import { strictLimits } from './strict-limits';
import { strictRef } from './strict-ref';
import { toolCount } from './tool-count';

/** Wire rules about keywords, references, validity and the tool's own fields (name, description, parameters), and the limits on a request. */
export const WIRE_TOOL_RULES: readonly Rule[] = [
  keywordUnsupported,
  ref,
  schemaInvalid,
  descriptionMissing,
  parametersMissing,
  nameMissing,
  nameInvalid,
  nameDuplicate,
  toolCount,
  strictLimits,
  strictRef,
];
