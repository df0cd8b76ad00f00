"""python -m runtime.format: print the JSON Schema of the compiled set format."""

import sys

from .schema import schema_text

sys.stdout.write(schema_text())
