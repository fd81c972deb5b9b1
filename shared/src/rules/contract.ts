import { blobArgument } from './blob-argument';
import { converterThrows } from './converter-throws';
import { rootReplaced } from './root-replaced';
import { sdkKeywords } from './sdk-keywords';
import { catalogBudget } from './catalog-budget';
import { defaultInvalid } from './default-invalid';
import { descriptionLength } from './description-length';
import { enumCandidate } from './enum-candidate';
import { propertyDescriptionMissing } from './property-description-missing';
import { requiredAbsent } from './required-absent';
import { schemaOpaque } from './schema-opaque';
import { toolsOverlap } from './tools-overlap';
import type { Rule } from './support/rule';

/** Contract rules: the request goes through, the model calls badly. */
export const CONTRACT_RULES: readonly Rule[] = [
  blobArgument,
  propertyDescriptionMissing,
  requiredAbsent,
  descriptionLength,
  enumCandidate,
  defaultInvalid,
  toolsOverlap,
  catalogBudget,
  schemaOpaque,
  converterThrows,
  rootReplaced,
  sdkKeywords,
];
