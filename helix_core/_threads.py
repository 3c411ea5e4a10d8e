"""Imported first by `helix_core`, before numpy: one BLAS thread unless the caller chose otherwise.

Helix's matrix products are small (one query against a cached matrix, batches of 32 texts); BLAS
threads gain little there and, with the background embedder running beside a recall, oversubscribe a
laptop's cores: a 5 ms query embedding was seen taking 180 ms.
"""

import os

for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")
