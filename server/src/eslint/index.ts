/**
 * `toolwire/eslint`: the engine as an ESLint plugin for flat config. One ESLint
 * rule per Toolwire rule, each reporting the findings of one lint of the file
 * (lint-once.ts); `configs.recommended` turns them all on at their default
 * severity for the TypeScript and JavaScript files. docs/eslint.md.
 */
import type { ESLint, Linter } from 'eslint';
import { languageFor } from '../../../shared/src/index';
import { toolwireVersion } from '../cli/version';
import { ESLINT_RULES, recommendedLevels } from './rules';

const PREFIX = 'toolwire';

/** The TS/JS files of Toolwire's default include: ESLint parses no other language (JSON, Python) without a plugin of its own. */
const CODE_FILES = languageFor({ language: 'typescript' }).extensions.map((ext) => `**/*${ext}`);

const plugin = {
  meta: { name: 'toolwire', version: toolwireVersion() },
  rules: ESLINT_RULES,
  configs: {} as Record<'recommended', Linter.Config>,
} satisfies ESLint.Plugin;

plugin.configs.recommended = {
  name: 'toolwire/recommended',
  files: CODE_FILES,
  plugins: { [PREFIX]: plugin },
  rules: recommendedLevels(PREFIX),
  // The defaults of toolwire.config.json's keys; a toolwire.config.json near a file wins over them.
  settings: { toolwire: { targets: 'portable' } },
};

export default plugin;
