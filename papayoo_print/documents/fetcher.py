"""What WeasyPrint may read while it typesets: the project's own files, nothing else."""

from pathlib import Path
from typing import Any
from urllib.parse import urlparse
from urllib.request import url2pathname

from papayoo_print.documents.engine import URLFetcher


class OwnFilesOnly(URLFetcher):
    """Fetches `file:` URLs inside the given folders; refuses everything else."""

    def __init__(self, folders: list[Path]) -> None:
        super().__init__(allowed_protocols={"file"})
        self.folders = [folder.resolve() for folder in folders]

    def fetch(self, url: str, headers: Any = None) -> Any:
        parsed = urlparse(url)
        path = Path(url2pathname(parsed.path)).resolve() if parsed.scheme == "file" else None
        if path is None or not any(path.is_relative_to(folder) for folder in self.folders):
            raise ValueError(f"papayoo-print reads only its own fonts and templates, not {url}")
        return super().fetch(url, headers)
