import type { Connection } from 'vscode-languageserver';

/** Messages for the client's output channel (`window/logMessage`, which VS Code shows with log levels). */
export interface Logger {
  error(message: string): void;
  warn(message: string): void;
  info(message: string): void;
}

export function connectionLogger(connection: Connection): Logger {
  return {
    error: (m) => connection.console.error(m),
    warn: (m) => connection.console.warn(m),
    info: (m) => connection.console.info(m),
  };
}
