/**
 * Node flags the language server should be started with (the VS Code extension
 * passes them; so should other editors' configurations, see README): a
 * young generation of 2 MB per semi-space instead of V8's 16. V8 reads its size
 * only when the process starts, so the server cannot set it for itself. With
 * the benchmark's 5,000-tool catalog (12 MB) open the server holds about 30 MB
 * less, with 2,000 tools about 35 MB less, and a keystroke costs the same.
 * `--optimize-for-size` saves as much at open but made a keystroke 1.6x (2,000
 * tools) to 3.5x (5,000 tools) slower, so it is not used.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=2'];
