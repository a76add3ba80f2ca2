import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

/** The repository's root, where eslint.config.js is. */
export const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * ESLint with the repository's config but its type-aware rules switched off: they would
 * build the whole TypeScript program for each case, and the rules the lint tests exercise
 * (import boundaries, event casts) do not need types.
 */
export const eslintWithoutTypes = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});
