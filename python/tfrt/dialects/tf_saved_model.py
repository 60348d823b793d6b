"""Op classes of the `tf_saved_model` dialect, generated from its ODS definitions."""

from ._tf_saved_model_ops_gen import *  # noqa: F401,F403
from ._tf_saved_model_ops_gen import _Dialect  # noqa: F401
