/** Offsets to editor positions, the way VS Code counts them (1-based lines and UTF-16 columns). */

export interface Position {
  line: number;
  column: number;
}

export function positionAt(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text[i] === '\n') {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
