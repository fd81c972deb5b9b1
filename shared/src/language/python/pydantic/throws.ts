import type { Span } from '../../../types';
import { Emitter } from './emit';
import type { PyType } from './ir';
import type { Param, Signature } from './params';
import type { PythonProfile, ThrowRule } from './profiles';
import type { Reader } from './reader';
import { textOf } from './syntax';

export interface ConverterThrow {
  message: string;
  span: Span;
}

/** The first of the profile's converter exceptions that the signature meets, in the converter's own words. */
export function firstThrow(
  r: Reader,
  sig: Signature,
  profile: PythonProfile,
  injected: ReadonlySet<string>,
  described: boolean,
): ConverterThrow | undefined {
  for (const rule of profile.throws) {
    const hit = check(r, sig, rule, injected, described);
    if (hit) return { message: fill(rule.message, sig.name, hit.param ?? ''), span: hit.span };
  }
  return undefined;
}

function fill(message: string, fn: string, param: string): string {
  const bare = param.replace(/^_+/, '');
  return message
    .replace(/\{fn\}/g, fn)
    .replace(/\{param\}/g, param)
    .replace(/\{bare\}/g, bare);
}

type Hit = { span: Span; param?: string } | undefined;

function check(r: Reader, sig: Signature, rule: ThrowRule, injected: ReadonlySet<string>, described: boolean): Hit {
  const params = sig.params.filter((p) => !injected.has(p.name));
  const find = (test: (p: Param) => boolean, label: (p: Param) => string = (p) => p.name): Hit => {
    const p = params.find(test);
    return p ? { span: p.span, param: label(p) } : undefined;
  };
  switch (rule.when) {
    case 'var-args':
      return find((p) => p.kind === 'var-args');
    case 'var-kwargs':
      return find((p) => p.kind === 'var-kwargs');
    case 'positional-only':
      return find((p) => p.kind === 'positional-only');
    case 'underscore':
      return find((p) => p.name.startsWith('_') && p.kind !== 'var-args' && p.kind !== 'var-kwargs');
    case 'no-docstring':
      return !sig.docstring && !described ? { span: sig.nameSpan } : undefined;
    case 'async':
      return sig.async ? { span: sig.nameSpan } : undefined;
    case 'unannotated':
      return find(
        (p) => !p.annotation && p.kind !== 'var-args' && p.kind !== 'var-kwargs',
        (p) => (p.default ? `${p.name}=${textOf(r.root.text, p.default)}` : p.name),
      );
    case 'typeddict':
    case 'dataclass':
      return find(
        (p) => classKindOf(r, p) === rule.when,
        (p) => `${p.name}: ${qualifiedClass(r, p)}`,
      );
    case 'field-default':
      return find((p) => p.default?.name === 'CallExpression' && r.fieldCall(p.default, r.root) !== undefined);
    case 'recursive-model':
      return find((p) => p.annotation !== undefined && isRecursive(r.readType(p.annotation, r.root)));
    case 'context-not-first': {
      const i = sig.params.findIndex((p) => injected.has(p.name));
      return i > 0 ? { span: sig.params[i].span } : undefined;
    }
  }
}

/** Whether writing the type meets a model inside itself (google-genai's older path recurses forever there). */
function isRecursive(t: PyType): boolean {
  const e = new Emitter({ annotatedDoc: false, fieldTitles: false });
  e.type(t);
  return e.recursive.size > 0;
}

function classKindOf(r: Reader, p: Param): string | undefined {
  if (!p.annotation) return undefined;
  const t = r.readType(p.annotation, r.root);
  return t.kind.t === 'model' ? t.kind.def.kind : undefined;
}

/** How Python prints the class in a parameter: `module.Class`, the module named after its file. */
function qualifiedClass(r: Reader, p: Param): string {
  const t = p.annotation ? r.readType(p.annotation, r.root) : undefined;
  if (t?.kind.t !== 'model') return p.annotation ? textOf(r.root.text, p.annotation) : '';
  const file = t.kind.def.mod.fileName ?? '';
  const base =
    file
      .split(/[\\/]/)
      .pop()
      ?.replace(/\.pyi?$/, '') ?? '';
  return `${base && base !== '__init__' ? base : '__main__'}.${t.kind.def.name}`;
}
