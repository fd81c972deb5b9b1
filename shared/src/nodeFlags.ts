/**
 * Node flags the language server should be started with (the VS Code extension
 * passes them; so should other editors' configurations, see README): a
 * young generation of 2 MB per semi-space instead of V8's 16. V8 reads its size
 * only when the process starts, so the server cannot set it for itself. It keeps
 * the server smaller with a large catalog open at no cost per keystroke;
 * `--optimize-for-size` saves as much but slows keystrokes, so it is not used
 * (docs/benchmark.md, "Why the code is shaped this way").
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=2'];
