"""The typeset documents: contexts of finished values, the chart, Jinja2 templates (sandboxed)
typeset by WeasyPrint with a URL fetcher that reads only the project's files, joining PDFs."""
