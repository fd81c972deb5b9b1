/**
 * The types of `toolwire/eslint` (copied to dist/eslint.d.ts by esbuild.mjs): dist/eslint.js's
 * module.exports is the plugin itself, so `import toolwire from 'toolwire/eslint'` and `require` alike.
 */
import type { ESLint, Linter, Rule } from 'eslint';

declare const plugin: {
  meta: { name: string; version: string };
  rules: Record<string, Rule.RuleModule>;
  configs: { recommended: Linter.Config };
} & ESLint.Plugin;

export = plugin;
