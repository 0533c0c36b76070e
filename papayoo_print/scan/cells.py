"""Every cell of a photographed sheet, cut out of the straightened page where the layout the QR
code describes puts it (`form.geometry`): the round's points and the running total of each
player, the suit column, the name boxes. Each crop stops a little inside the printed rules."""

from typing import NamedTuple

import numpy as np

from papayoo_print.facts import Suit
from papayoo_print.form.geometry import SheetLayout, Span
from papayoo_print.form.sheet_code import SheetCode
from papayoo_print.scan import ink
from papayoo_print.scan.marks import find_sheets
from papayoo_print.scan.page import straighten, to_px

INSET = 0.7
"""Between a crop and the cell's printed rules, in millimetres: the rules' half width, and what a
photo's homography may be off by."""
WINDOW = (0.1, 0.2)
"""How far round its crop a cell's number is looked for, as shares of the crop's width and height:
from the crop, INSET inside the rules, to a little past them (people write over the rules; a wider
window brings in more of the neighbours' writing: on the tuning filler's cells, 0.1 and 0.2 read
best of 0.05 to 0.3 and 0.1 to 0.5)."""


class Box(NamedTuple):
    """A rectangle of the straightened page, in pixels."""

    left: int
    top: int
    right: int
    bottom: int

    def cut(self, page: np.ndarray) -> np.ndarray:
        return page[self.top : self.bottom, self.left : self.right]

    def window(self, page: np.ndarray) -> ink.Window:
        """The box with a margin round it (WINDOW of its size each way, within the page)."""
        grow_x = round(WINDOW[0] * (self.right - self.left))
        grow_y = round(WINDOW[1] * (self.bottom - self.top))
        left, top = max(self.left - grow_x, 0), max(self.top - grow_y, 0)
        right, bottom = min(self.right + grow_x, page.shape[1]), min(self.bottom + grow_y, page.shape[0])
        return ink.Window(page[top:bottom, left:right],
                          (self.left - left, self.top - top, self.right - left, self.bottom - top))


def box(column: Span, row: Span, inset: float = INSET) -> Box:
    return Box(to_px(column.start + inset), to_px(row.start + inset), to_px(column.end - inset),
               to_px(row.end - inset))


class SheetCells(NamedTuple):
    code: SheetCode
    layout: SheetLayout
    page: np.ndarray
    """The straightened page, 200 px per inch."""
    marks: int
    """Corner marks found (of 3): fewer, and the cells may be a little off."""

    def points_box(self, row: int, player: int) -> Box:
        return box(self.layout.players[player].points, self.layout.rows[row])

    def total_box(self, row: int, player: int) -> Box:
        return box(self.layout.players[player].total, self.layout.rows[row])

    def suit_boxes(self, row: int) -> list[Box]:
        """Each suit's share of the round's Papayoo cell, in the sheet's order (`Suit`)."""
        column, slot = self.layout.suit_col, self.layout.suit_col.size / len(Suit)
        return [box(Span(column.start + slot * index, slot), self.layout.rows[row], 0.3)
                for index in range(len(Suit))]

    def name_box(self, player: int) -> Box:
        return box(self.layout.players[player].whole, self.layout.names)

    @property
    def points(self) -> list[list[np.ndarray]]:
        """[round row][player]: the round's points, as written (maybe circled)."""
        return [[self.points_box(row, player).cut(self.page) for player in range(self.code.columns)]
                for row in range(self.code.rows)]

    @property
    def totals(self) -> list[list[np.ndarray]]:
        return [[self.total_box(row, player).cut(self.page) for player in range(self.code.columns)]
                for row in range(self.code.rows)]

    @property
    def suits(self) -> list[list[np.ndarray]]:
        return [[slot.cut(self.page) for slot in self.suit_boxes(row)] for row in range(self.code.rows)]

    @property
    def names(self) -> list[np.ndarray]:
        return [self.name_box(player).cut(self.page) for player in range(self.code.columns)]


def has_writing(sheet: SheetCells) -> bool:
    """Whether anything is written in any round's cells (the first looked at first): of a page of
    two sheets, it tells the one played on; a sheet is "blank" only when no cell holds ink."""
    return any(ink.is_written(sheet.points_box(row, player).cut(sheet.page))
               or ink.is_written(sheet.total_box(row, player).cut(sheet.page))
               for row in range(sheet.code.rows) for player in range(sheet.code.columns))


def sheets(gray: np.ndarray) -> list[SheetCells]:
    """Every sheet in the photo, top to bottom (two on a page of two), cells and all."""
    return [
        SheetCells(found.code, found.code.layout(), straighten(gray, found), found.marks)
        for found in find_sheets(gray)
    ]
