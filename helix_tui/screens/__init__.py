"""The screens of the app, one module each (SPEC §9)."""
