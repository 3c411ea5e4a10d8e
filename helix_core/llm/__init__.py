"""Optional model help from a local Ollama server: importance, distillation, reflection, contradictions.

Nothing here is load-bearing (SPEC §1): every call has a deadline, every reply is validated against
its schema and repaired or retried once, and otherwise the caller's heuristic result stands and the
fallback is counted.
"""

from .client import LLMReply, OllamaLLM, reset_reachability
from .tasks import ModelTasks, make_importance_rater

__all__ = ["LLMReply", "ModelTasks", "OllamaLLM", "make_importance_rater", "reset_reachability"]
