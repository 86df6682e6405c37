"""Allow ``python -m cuarenta_tutor.cli``."""

from . import main_entry

main_entry()
