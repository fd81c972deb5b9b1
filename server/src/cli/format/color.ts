/** ANSI styling, or none: a report is coloured only for a person at a terminal. */
export interface Style {
  red(s: string): string;
  yellow(s: string): string;
  blue(s: string): string;
  green(s: string): string;
  dim(s: string): string;
  bold(s: string): string;
  underline(s: string): string;
}

/** FORCE_COLOR (not "0"/"false") forces colour, NO_COLOR (non-empty) turns it off, else a TTY decides. */
export function wantsColor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  if (env.NO_COLOR) return false;
  return stream.isTTY === true;
}

const sgr = (open: number, close: number) => (s: string) => `\u001b[${open}m${s}\u001b[${close}m`;

export const ANSI: Style = {
  red: sgr(31, 39),
  yellow: sgr(33, 39),
  blue: sgr(34, 39),
  green: sgr(32, 39),
  dim: sgr(2, 22),
  bold: sgr(1, 22),
  underline: sgr(4, 24),
};

const same = (s: string) => s;

export const PLAIN: Style = {
  red: same,
  yellow: same,
  blue: same,
  green: same,
  dim: same,
  bold: same,
  underline: same,
};
