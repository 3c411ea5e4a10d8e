"""Reusable widgets: the virtual memory table, the salience chart."""
