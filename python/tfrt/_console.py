"""The installed console scripts (pyproject.toml's [project.scripts]).

Each runs its tool's `main()`. In an installation without the `compiler` extra
(`pip install tfrt`, the runtime alone), a tool that needs MLIR says so in one
`tool: error: ...` line and exits 1 instead of failing to load a library: the
compiler's tools before they start, tfrt-run when it is given MLIR rather than BEF.
"""

import importlib
import sys

import tfrt


def _tool(name: str, module: str, needs_compiler: bool):
    def main() -> int:
        reason = tfrt._without_compiler("this tool") if needs_compiler else None
        if reason is None:
            try:
                return importlib.import_module(module).main()
            except ImportError:
                reason = tfrt._without_compiler("MLIR input")
                if reason is None:
                    raise
        print(f"{name}: error: {reason}", file=sys.stderr)
        return 1

    main.__qualname__ = main.__name__ = name.replace("-", "_")
    return main


tfrt_opt = _tool("tfrt-opt", "tfrt.tools.opt", needs_compiler=True)
tfrt_translate = _tool("tfrt-translate", "tfrt.tools.translate", needs_compiler=True)
tfrt_summarize = _tool("tfrt-summarize", "tfrt.tools.summarize", needs_compiler=True)
tfrt_compile = _tool("tfrt-compile", "tfrt.tools.compile", needs_compiler=True)
tfrt_models = _tool("tfrt-models", "tfrt.tools.models", needs_compiler=True)
tfrt_import = _tool("tfrt-import", "tfrt.tools.import_tf", needs_compiler=True)
tfrt_run = _tool("tfrt-run", "tfrt.tools.run", needs_compiler=False)
bef_executor = _tool("bef-executor", "tfrt.tools.bef_executor", needs_compiler=False)
