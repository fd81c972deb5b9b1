/**
 * A preview model built from the engine's lint results, for the webview tests until the
 * engine's own `buildPreview` lands (then the tests switch to it and this file goes).
 * Statuses follow the profile's rule: an error with no safe repair leaves the tool out,
 * a safe repair sends it repaired, anything else sends it unchanged.
 */
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { DEFAULT_BUDGETS, lint } from '../../../shared/src/index';
import { parseJson } from '../../../shared/src/json/parse';
import { toValue } from '../../../shared/src/json/tree';
import { locateTools } from '../../../shared/src/model/locate';
import type { Tool } from '../../../shared/src/model/tool';
import type { Finding } from '../../../shared/src/types';
import type { PreviewModel, PreviewTool, SendStatus, WireFormat } from '../../../shared/src/view/model';

export function interimPreview(text: string): PreviewModel {
  const { findings } = lint(text);
  const tools = locateTools(parseJson(text).root).map((t) => previewTool(t, findings.filter((f) => f.toolIndex === t.index)));
  const sent = tools.filter((t) => t.status !== 'left-out');
  const catalogText = sent.map((t) => `${t.name}: ${t.description.split('\n')[0]}`).join('\n');
  return {
    version: 1,
    encoding: 'o200k_base',
    tools,
    totals: { tools: tools.length, sent: sent.length, repaired: tools.filter((t) => t.status === 'repaired').length, leftOut: tools.length - sent.length, tokens: sent.reduce((n, t) => n + t.tokens, 0) },
    budgets: DEFAULT_BUDGETS,
    catalog: { text: catalogText, chars: catalogText.length, listed: sent.length, omitted: 0 },
    documentFindings: findings.filter((f) => f.toolIndex === undefined),
  };
}

function previewTool(tool: Tool, findings: Finding[]): PreviewTool {
  const status = statusOf(findings);
  const name = tool.name ?? `tool_${tool.index}`;
  const descriptionDerived = !tool.description?.trim();
  const description = descriptionDerived ? `Calls ${name}.` : tool.description!;
  const parameters = toValue(tool.schema) ?? { type: 'object', properties: {} };
  const wire = status === 'left-out' ? nullWire() : wireForms(name, description, parameters);
  const anchor = tool.nameProp?.value ?? tool.node;
  return {
    index: tool.index, sourceName: tool.name, name, shape: tool.shape, status,
    changes: status === 'repaired' ? findings.filter((f) => f.fixable).map((f) => f.fixes[0]?.title ?? f.message) : [],
    diff: '', leftOutBecause: status === 'left-out' ? findings.filter((f) => f.severity === 'error' && !f.fixable).map(({ rule, message }) => ({ rule, message })) : [],
    description, descriptionDerived, parameters, wire,
    tokens: status === 'left-out' ? 0 : encode(JSON.stringify(wire.openai)).length,
    findings, offset: tool.node.offset, length: tool.node.length, nameOffset: anchor.offset, nameLength: anchor.length,
  };
}

function statusOf(findings: Finding[]): SendStatus {
  if (findings.some((f) => f.severity === 'error' && !f.fixable)) return 'left-out';
  return findings.some((f) => f.fixable) ? 'repaired' : 'unchanged';
}

function wireForms(name: string, description: string, parameters: unknown): Record<WireFormat, unknown> {
  return {
    openai: { type: 'function', function: { name, description, parameters } },
    anthropic: { name, description, input_schema: parameters },
    gemini: { name, description, parameters },
    bedrock: { toolSpec: { name, description, inputSchema: { json: parameters } } },
    mcp: { name, description, inputSchema: parameters },
  };
}

const nullWire = (): Record<WireFormat, unknown> => ({ openai: null, anthropic: null, gemini: null, bedrock: null, mcp: null });

