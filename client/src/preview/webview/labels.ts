import type { SendStatus, WireFormat } from '../../../../shared/src/view/model';

/** Each wire format's name and where its tool definitions go in a request. */
export const FORMAT_LABEL: Record<WireFormat, { name: string; place: string }> = {
  openai: { name: 'OpenAI', place: 'tools[]' },
  anthropic: { name: 'Anthropic', place: 'tools[]' },
  gemini: { name: 'Gemini', place: 'tools[].functionDeclarations[]' },
  bedrock: { name: 'Bedrock', place: 'toolConfig.tools[]' },
  mcp: { name: 'MCP', place: 'tools/list → tools[]' },
};

export const STATUS_LABEL: Record<SendStatus, { text: string; icon: string }> = {
  unchanged: { text: 'Sent unchanged', icon: 'pass' },
  repaired: { text: 'Sent repaired', icon: 'wrench' },
  'left-out': { text: 'Left out', icon: 'circle-slash' },
};

export const SEVERITY_ICON = { error: 'error', warning: 'warning', info: 'info' } as const;

const integer = new Intl.NumberFormat('en-US');
export const count = (n: number): string => integer.format(n);

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${count(n)} ${n === 1 ? one : many}`;
}

export function percent(part: number, whole: number): string {
  if (whole <= 0) return '0%';
  const p = (part / whole) * 100;
  return p > 0 && p < 1 ? '<1%' : `${Math.round(p)}%`;
}
