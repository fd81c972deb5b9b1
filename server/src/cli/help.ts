import { DEFAULT_INCLUDE, PROVIDERS } from '../../../shared/src/index';

/** The extensions a folder walk lints by default (`**\/*.json` gives `.json`). */
const WALKED = DEFAULT_INCLUDE.map((glob) => glob.replace(/^\*\*\/\*/, '')).join(' ');

export const FILES_HELP = `Usage: toolwire [options] <file|dir|glob>...

Lint LLM tool definitions (OpenAI, Anthropic, Gemini, Bedrock, MCP; in JSON, JSONC,
TypeScript and JavaScript) against what every provider accepts. Folders are walked for
${WALKED}
(respecting .gitignore and the config's include/exclude); walked files without tool
definitions are skipped.

Options:
  --target portable|LIST   providers the tools are sent to: portable (all, the default)
                           or a comma-separated list of ${PROVIDERS.join(', ')}
  -c, --config FILE        use this config file (default: toolwire.config.json or
                           .toolwirerc.json found upward from each file)
  --rule ID=LEVEL          set a rule to off, info, warning or error (repeatable)
  -q, --quiet              report errors only
  --max-warnings N         fail (exit 1) when more than N warnings are found
  -f, --format NAME        stylish (default), json, sarif or github
  --fix                    write every safe repair into the files; report what remains
  --fix-dry-run            print the safe repairs as a unified diff; change nothing
  --stdin                  lint standard input
  --stdin-filename NAME    the name standard input is reported under (and its config)
  -v, --version            print the version
  -h, --help               print this help

  toolwire mcp --help      check the tools a live MCP server lists
  toolwire explain --help  find the tool and node a provider's error is about
  toolwire mcp-server --help  serve these checks to a coding agent over MCP

Exit codes: 0 no errors, 1 errors found (or --max-warnings exceeded),
2 a usage, config or I/O problem (one line on stderr says which).
`;

export const MCP_HELP = `Usage: toolwire mcp [options] -- <command> [args...]
       toolwire mcp [options] --url URL

Start an MCP server (over stdio, or reach it over Streamable HTTP), list its tools
(following pagination) and lint them as one catalog: {"tools": [...]}.

Options:
  --url URL                reach a running server over Streamable HTTP instead
  --save FILE              also write the listed tools to FILE (open it in the editor to fix)
  --timeout SECONDS        give up on a server that does not answer (default 20); exit 2
  --target, -c/--config, --rule, -q/--quiet, --max-warnings, -f/--format: as for files

The server is always stopped (its whole process group) when the check ends.
`;

export const EXPLAIN_HELP = `Usage: toolwire explain FILE --error TEXT
       toolwire explain FILE --error-file F
       toolwire explain FILE --error -          (the error on standard input)

Find the tool and the node a provider's error is about. FILE is a tool file or a saved
request body; the error is a provider's 400 as it came (Gemini, OpenAI, Anthropic,
Bedrock, Mistral, also wrapped by OpenRouter or LiteLLM). Prints the tool, the node
(file:line:col), the rule that explains it, its message and the fix.

Options:
  --target portable|LIST   providers the tools are sent to (as for files)
  -f, --format NAME        stylish (default) or json:
                           {"matches": [{"tool", "toolIndex", "pointer", "rule",
                           "line", "column", "message"}]}, best first
  -h, --help               print this help

Exit codes: 0 the error was located, 1 nothing in FILE matches it,
2 a usage or I/O problem.
`;

export const MCP_SERVER_HELP = `Usage: toolwire mcp-server [--schemas FORM]

Serve Toolwire to a coding agent (Claude Code, Cursor, VS Code) as an MCP server over
stdio. Tools: lint, fix, explain_error, conform, preview. Files are read only inside the
client's roots (or the working folder when the client has none); nothing is written and
no process is started.

Options:
  --schemas FORM           the form the tools' input schemas are listed in: portable
                           (the default; every provider, Gemini included),
                           openai-strict (every object closed, every property
                           required, optional ones nullable) or anthropic-strict
                           (every object closed), for an agent that sends tools in
                           that strict mode
  -h, --help               print this help

  claude mcp add toolwire -- toolwire mcp-server
`;
