import { fileTooLarge } from './file-too-large';
import { propertyDescriptionMissing } from './property-description-missing';
import type { Rule } from './rule';

/** Contract rules: the request goes through, the model calls badly. */
export const CONTRACT_RULES: readonly Rule[] = [propertyDescriptionMissing, fileTooLarge];
