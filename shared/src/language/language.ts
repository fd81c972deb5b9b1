import type { Comment, ParseError } from '../json/parse';
import type { JsonArray, JsonNode, JsonObject, JsonProperty } from '../json/tree';
import type { InternalError, PackageVersions, TextEdit } from '../types';
import type { ComputedIndex } from './computed/computed-index';

/**
 * What the engine needs from an input language: a front end reads its own
 * syntax into the engine's tree (offsets in the source) and writes the edits
 * rules ask for back in that syntax. Everything past `parse` reads the tree
 * only, so rules, the schema walk and the preview never see the syntax.
 */
export interface SourceLanguage {
  /** Short, stable id: `json`. */
  readonly id: string;
  /** The LSP language ids of its documents: the extension's document selector, the server's dispatch. */
  readonly languageIds: readonly string[];
  /** The file extensions a folder walk lints, with their dot, in lower case: `.json`. */
  readonly extensions: readonly string[];
  /** How a comment is written: suppression directives are read from and written in it. */
  readonly comments: CommentSyntax;
  /**
   * Whether this document may hold comments (plain JSON files may not, though
   * the parser reads them): a "disable for this line" action writes one only then.
   */
  acceptsComments(doc: DocumentName): boolean;
  /**
   * False when a tool's text parsed alone may read otherwise than in its file
   * (it names a const declared elsewhere): the editor then lints the whole file
   * after each change, not that tool alone. Default true.
   */
  readonly toolsReadAlone?: boolean;
  /**
   * True for a program's source (TS/JS), where a fix that makes up prose (a
   * description derived from the name) is offered to the author, never applied
   * in bulk: that text is for run time and the preview. Default false.
   */
  readonly code?: boolean;
  /** What users call it, in messages: `['TypeScript', 'JavaScript']` (the CLI's "no file to lint (JSON, TypeScript or JavaScript)"). */
  readonly names: readonly string[];
  /** Folders of its projects that a folder walk never enters, and the default `exclude` leaves out: `node_modules`. */
  readonly prunedDirs?: readonly string[];
  /**
   * Globs (relative to the config's folder) of files the default `exclude` leaves
   * out: written by a tool (declarations, built output) or a project's own
   * (`package.json`), whose tools, if any, are linted where they are written.
   */
  readonly excludes?: readonly string[];
  /** How an import names a module file: absent for a language that imports none (JSON). */
  readonly modules?: ModuleResolution;
  /** Where the host reads the versions of the packages a file gets (ParseOptions.packages): absent for none. */
  readonly packages?: PackageSources;
  /**
   * Whether the editor's outline lists this language's tools: false where the
   * language's own outline already lists the declarations they are written as. Default true.
   */
  readonly outline?: boolean;
  /** Whether the server completes property names and snippets in it (they are JSON's syntax). Default false. */
  readonly completion?: boolean;
  /** The tree of `text`: never throws; what cannot be read is a parse error, what is not a literal an `opaque` node. */
  parse(text: string, options?: ParseOptions): ParsedSource;
  /**
   * The edit writer for `text`, in its own style (quotes, indentation, trailing
   * commas, line endings); `parsed`, its parse, says which nodes were computed
   * from code (their edits are written in the source's DSL, or not at all).
   */
  edits(text: string, parsed?: ParsedSource): SourceEdits;
}

/**
 * What a parse may read besides the text: the document's name and the
 * dependencies of its package (which converter turns a zod schema into the
 * JSON Schema its SDK sends follows from their versions).
 */
export interface ParseOptions {
  fileName?: string;
  /** The versions of the packages the file gets (LintOptions.packages). */
  packages?: PackageVersions | Readonly<Record<string, string>>;
  /** The text of a module a relative import names (LintOptions.modules). */
  modules?: ModuleHost;
  /** The converter a tool-source document is handed to (LintOptions.converter): an OpenAPI document's profile id. */
  converter?: string;
  /**
   * Set by an editor for each version of an open document: the front end may
   * keep its own tree on the parse it returns (`ParsedSource.syntax`), and make
   * this version's from `previous`, the parse of the version before, by
   * reparsing only what changed (TypeScript's `ts.updateSourceFile`). That
   * previous tree is consumed: it is not read again.
   */
  edit?: { previous: ParsedSource | undefined };
}

/**
 * A language's module resolution, as the host (the server, the CLI) uses it to
 * answer ModuleHost: the files an import may name, tried in order, the first
 * that exists being the module. Pure: the host does the file system.
 */
export interface ModuleResolution {
  /** The absolute paths `specifier`, imported from the file `fromFile`, may be, in the order tried; empty when none is read (a package's import). */
  candidates(fromFile: string, specifier: string): string[];
}

/**
 * Where a language's packages and their versions are found. `registry` names
 * the host's lookup (server/src/config/): `npm` resolves as Node does
 * (node_modules, then lockfiles, then package.json ranges); `pypi` reads a
 * virtual environment's distributions, then lockfiles, requirements and
 * pyproject.toml.
 */
export interface PackageSources {
  readonly registry: 'npm' | 'pypi';
  /** Globs on a file's base name (`requirements*.txt`): a change of such a file changes an answer, so the server watches them. */
  readonly manifests: readonly string[];
}

/** The host's answer for `import ... from specifier` in `fromFile`: the module's file name and text, or undefined. */
export type ModuleHost = (fromFile: string | undefined, specifier: string) => ModuleText | undefined;

export interface ModuleText {
  fileName: string;
  text: string;
}

/** What a document is known by: its LSP language id, its file name, or both. */
export interface DocumentName {
  languageId?: string;
  fileName?: string;
}

export interface CommentSyntax {
  /** What opens a comment that runs to the end of the line: `//`. */
  line?: string;
  /** What opens and closes a block comment: `['/*', '*\/']`. */
  block?: readonly [string, string];
}

export interface ParsedSource {
  root: JsonNode | undefined;
  errors: ParseError[];
  comments: Comment[];
  /** The front end's own tree, kept only for the next version's parse (see ParseOptions.edit): nothing else reads it. */
  syntax?: unknown;
  /**
   * Where the front end threw reading a part (an evaluator of a schema DSL): that
   * part is opaque in the tree, and `lint` reports these with its rules' throws.
   */
  internalErrors?: InternalError[];
  /** What the front end knows of the schemas it computed from code (a zod schema): absent when it computed none. */
  computed?: ComputedIndex;
}

/**
 * The edits a fix is made of, stated on tree nodes; the front end writes them
 * in its syntax and the file's layout. A rule never writes text itself.
 */
export interface SourceEdits {
  /** Replace a value; spread over lines when `multiline` (default: when the node is). */
  replaceValue(node: JsonNode, value: unknown, multiline?: boolean): TextEdit[];
  /** Add the member `key` after `after` (default: after the last member). */
  insertMember(obj: JsonObject, key: string, value: unknown, after?: JsonProperty): TextEdit[];
  /** Replace the value of member `key` when it has one, else insert it (after `after`, default last). */
  setMember(obj: JsonObject, key: string, value: unknown, after?: JsonProperty): TextEdit[];
  /** Delete the members at `indexes` of `obj.props`, with their separators. */
  removeMembers(obj: JsonObject, indexes: readonly number[]): TextEdit[];
  /** Replace one member, key and value, with other members in its place; their values spread over lines when `multiline` (default: when the object is). */
  replaceMember(
    obj: JsonObject,
    member: JsonProperty,
    entries: ReadonlyArray<readonly [string, unknown]>,
    multiline?: boolean,
  ): TextEdit[];
  /** Give a member another key, keeping its value. */
  renameKey(member: JsonProperty, key: string): TextEdit[];
  /** Add `value` as the last element of `arr`. */
  appendItem(arr: JsonArray, value: unknown): TextEdit[];
  /** Delete the elements at `indexes` of `arr.items`, with their separators. */
  removeItems(arr: JsonArray, indexes: readonly number[]): TextEdit[];
}
