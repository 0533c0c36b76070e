"""A batch of sheets with their backs (`sheet --tables … --with-rules`), read back as a screen
reader and a printer meet it: each back typeset once and copied, every copy tagged as its first
(its own elements, on its own page, its own IDs), the reading order that of the pages, the file
as small as one back's structure copied, and the landscape back that duplex on the long edge
turns upside down saying so."""

from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pikepdf
import pypdfium2
import pytest
from typer.testing import CliRunner

from papayoo_print.cli.app import whole_app
from papayoo_print.documents.back_context import TURNED_NOTE
from papayoo_print.words import Language, translations
from tests.pdfcheck import page_texts, syntax_problems

TABLES = ["Léa,Hugo,Chloé,Nathan", "Zoé,Íñigo,Maëlle,Ángela", "Ana,Ben,Cléo,Dan", "A,B,C,D,E,F,G,H"]


@pytest.fixture(scope="module")
def batch(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Four tables, three of one size: one back typeset for them, and copied twice."""
    path = tmp_path_factory.mktemp("duplex") / "night.pdf"
    args = ["sheet", "--with-rules", "-l", "fr", "-o", str(path)]
    for table in TABLES:
        args += ["--table", table]
    result = CliRunner().invoke(whole_app(), args)
    assert result.exit_code == 0, result.output
    return path


def elements(element: pikepdf.Object) -> Iterator[pikepdf.Object]:
    """`element` and every structure element under it."""
    yield element
    kids = element.get("/K")
    for kid in kids if isinstance(kids, pikepdf.Array) else [kids]:
        if isinstance(kid, pikepdf.Dictionary) and kid.get("/Type") not in ("/MCR", "/OBJR"):
            yield from elements(kid)


def test_each_front_then_its_back(batch: Path) -> None:
    texts = [" ".join(text.split()) for text in page_texts(batch)]
    assert len(texts) == 8
    backs = texts[1::2]
    assert backs[0] == backs[1] == backs[2]  # the copies read as the first
    assert "Papayoo 4 joueurs" in backs[0] and "Papayoo 8 joueurs" in backs[3]
    for number, front in enumerate(texts[::2], start=1):
        assert f"Table {number}" in front
    assert syntax_problems(batch) == []


def test_every_copy_has_its_own_tags(batch: Path) -> None:
    with pikepdf.open(batch) as pdf:
        pages = {page.obj.objgen: number for number, page in enumerate(pdf.pages, start=1)}
        tree = pdf.Root.StructTreeRoot
        numbers = tree.ParentTree.Nums
        owners = {int(numbers[index]): numbers[index + 1] for index in range(0, len(numbers), 2)}
        keys = [int(page.obj.StructParents) for page in pdf.pages]
        assert len(set(keys)) == len(keys) and set(keys) <= set(owners)
        assert int(tree.ParentTreeNextKey) > max(owners)
        for page, key in zip(pdf.pages, keys):
            tagged = [owner for owner in owners[key] if isinstance(owner, pikepdf.Dictionary)]
            assert tagged, f"page {pages[page.obj.objgen]} has no tagged content"
            assert {pages[owner.Pg.objgen] for owner in tagged if "/Pg" in owner} == {pages[page.obj.objgen]}
        document = tree.K[0] if isinstance(tree.K, pikepdf.Array) else tree.K
        everything = list(elements(document))
        assert len({element.objgen for element in everything}) == len(everything), "an element twice"
        on_pages = Counter(pages[element.Pg.objgen] for element in everything if "/Pg" in element)
        assert on_pages[4] == on_pages[6] == on_pages[2] > 100  # a back's table, cell by cell, each time
        ids = [bytes(element.ID) for element in everything if "/ID" in element]
        assert ids and len(set(ids)) == len(ids)
        named = {bytes(name) for element in everything for name in _headers(element)}
        assert named and named <= set(ids)


def _headers(element: pikepdf.Object) -> list[pikepdf.Object]:
    attributes = element.get("/A")
    groups = attributes if isinstance(attributes, pikepdf.Array) else [attributes]
    dictionaries = [group for group in groups if isinstance(group, pikepdf.Dictionary)]
    return [name for group in dictionaries for name in group.get("/Headers", [])]


def test_the_reading_order_is_the_page_order(batch: Path) -> None:
    with pikepdf.open(batch) as pdf:
        pages = {page.obj.objgen: number for number, page in enumerate(pdf.pages, start=1)}
        tree = pdf.Root.StructTreeRoot
        document = tree.K[0] if isinstance(tree.K, pikepdf.Array) else tree.K
        order = [(str(child.S), pages[child.Pg.objgen]) for child in document.K]
    assert [page for _, page in order] == sorted(page for _, page in order)
    assert [page for kind, page in order if kind == "/Figure"] == [1, 3, 5, 7]
    assert {page for kind, page in order if kind != "/Figure"} == {2, 4, 6, 8}


def test_copies_share_the_backs_content(batch: Path) -> None:
    """Each copied back draws with the first one's content stream and fonts, and the file stays
    small: a back's worth of structure elements per copy, compressed."""
    with pikepdf.open(batch) as pdf:
        contents = [page.obj.Contents.objgen for page in pdf.pages[1:6:2]]
        assert len(set(contents)) == 1
    assert batch.stat().st_size < 200_000


def test_the_back_turned_for_duplex_says_so(batch: Path) -> None:
    """Portrait and landscape sheets in one PDF: it asks for the long edge, and the landscape
    back, turned by 180° to come out the right way up, says why it looks upside down."""
    note = " ".join(translations(Language.fr).gettext(TURNED_NOTE).split())
    document = pypdfium2.PdfDocument(batch)
    backs = [" ".join(document[index].get_textpage().get_text_range().split()) for index in range(1, 8, 2)]
    document.close()
    assert [note in back for back in backs] == [False, False, False, True]
    with pikepdf.open(batch) as pdf:
        assert [int(page.obj.get("/Rotate", 0)) for page in pdf.pages[1::2]] == [0, 0, 0, 180]
        assert pdf.Root.ViewerPreferences.Duplex == "/DuplexFlipLongEdge"
