import type { ESLint } from 'eslint';

export const frontEndsPlugin: ESLint.Plugin;
