/**
 * A FastMCP server module of about 100 lines per tool (30 tools: 3,000 lines):
 * each tool an `async` function with `Annotated[..., Field(...)]` parameters
 * and a Google docstring, beside a model and a helper of ordinary code, as a
 * real server's module is written. Used by the tests of recovery and speed.
 */
export function bigModule(tools = 30): string {
  const parts = [
    'from typing import Annotated, Any, Optional',
    '',
    'from fastmcp import Context, FastMCP',
    'from pydantic import BaseModel, Field',
    '',
    'mcp = FastMCP("catalog")',
    '',
  ];
  for (let i = 0; i < tools; i++) parts.push(block(i));
  return parts.join('\n');
}

function block(i: number): string {
  const helper = Array.from({ length: 65 }, (_, k) => `    total_${k} = sum(range(${k})) + len(str(value)) * ${k}`);
  return [
    `class Item${i}(BaseModel):`,
    `    """An item of kind ${i}."""`,
    '',
    '    name: str',
    `    weight: float = ${i}.5`,
    '    tags: list[str] = []',
    '',
    '',
    `def helper_${i}(value: Any) -> int:`,
    `    """Compute a checksum of a value (helper ${i})."""`,
    ...helper,
    '    return total_0',
    '',
    '',
    '@mcp.tool',
    `async def search_${i}(`,
    '    query: Annotated[str, Field(description="The words to search for, in any order.")],',
    '    limit: Annotated[int, Field(ge=1, le=100)] = 10,',
    '    reason: Optional[str] = None,',
    '    ctx: Context | None = None,',
    ') -> list[str]:',
    `    """Search the catalog, part ${i}, for items that match the words.`,
    '',
    '    Args:',
    '        query: The words to search for.',
    '        limit: How many results to return.',
    '        reason: Why the search is made.',
    '    """',
    `    found = [query] * helper_${i}(limit)`,
    '    if reason:',
    '        found.append(reason)',
    '    for k in range(limit):',
    '        found.append(str(k))',
    '    return found[:limit]',
    '',
    '',
  ].join('\n');
}
