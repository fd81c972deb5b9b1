/**
 * The one class of langchain-core a LangChain tool's schema holds, as data: a
 * parameter `config: RunnableConfig | None = None` is not injected (only a bare
 * `RunnableConfig` is), and LangChain sends it as a property holding
 * RunnableConfig's TypedDict. The module below is read as if it were the
 * package's own: the docstring and the fields as langchain-core 1.6.5 defines
 * them (langchain_core/runnables/config.py), the attribute docstrings left out
 * (pydantic does not read them here), and `Callbacks` written as the union
 * pydantic makes of it (its handler and manager classes are arbitrary types:
 * `{}`). The oracle checks it against the installed converter.
 */
const RUNNABLE_CONFIG = `import uuid
from typing import Any, TypedDict

Callbacks = list[Any] | Any | None


class RunnableConfig(TypedDict, total=False):
    """Configuration for a \`Runnable\`.

    !!! note Custom values

        The \`TypedDict\` has \`total=False\` set intentionally to:

        - Allow partial configs to be created and merged together via \`merge_configs\`
        - Support config propagation from parent to child runnables via
            \`var_child_runnable_config\` (a \`ContextVar\` that automatically passes
            config down the call stack without explicit parameter passing), where
            configs are merged rather than replaced

        !!! example

            \`\`\`python
            # Parent sets tags
            chain.invoke(input, config={"tags": ["parent"]})
            # Child automatically inherits and can add:
            # ensure_config({"tags": ["child"]}) -> {"tags": ["parent", "child"]}
            \`\`\`
    """

    tags: list[str]
    metadata: dict[str, Any]
    callbacks: Callbacks
    run_name: str
    max_concurrency: int | None
    recursion_limit: int
    configurable: dict[str, Any]
    run_id: uuid.UUID | None
`;

/** The modules a LangChain profile reads as data, by the names code imports them from. */
export const LANGCHAIN_CORE_MODULES: Readonly<Record<string, string>> = {
  'langchain_core.runnables': RUNNABLE_CONFIG,
  'langchain_core.runnables.config': RUNNABLE_CONFIG,
};
