"""QR codes (ISO/IEC 18004:2015, model 2) of bytes, at error correction level L, versions 1 to 10,
with the mask given: one segment in byte mode, no mask chosen by the penalty rules (clause 7.8.3).
Clause numbers below are the standard's.

The sheet's code is encoded here rather than by ReportLab, whose encoder can only be imported
with its whole barcode package (its graphics and platypus: half again a blank sheet's time), nor
by a QR package, whose writers import the standard library's HTTP and e-mail modules;
tests/form/test_qr.py checks every sheet's code against ReportLab's encoder, module for module."""

from collections.abc import Callable
from functools import cache

Matrix = tuple[tuple[bool, ...], ...]
Grid = list[list[bool | None]]
"""A matrix being built: None where no function pattern is, for the data to fill."""

BLOCKS = {
    1: (7, (19,)), 2: (10, (34,)), 3: (15, (55,)), 4: (20, (80,)), 5: (26, (108,)),
    6: (18, (68, 68)), 7: (20, (78, 78)), 8: (24, (97, 97)), 9: (30, (116, 116)),
    10: (18, (68, 68, 69, 69)),
}
"""Each version's error correction codewords per block and its blocks' data codewords, at level L
(table 9)."""
ALIGNMENT = {
    1: (), 2: (6, 18), 3: (6, 22), 4: (6, 26), 5: (6, 30), 6: (6, 34),
    7: (6, 22, 38), 8: (6, 24, 42), 9: (6, 26, 46), 10: (6, 28, 50),
}
"""The rows and columns of the alignment patterns' centres (annex E)."""
MASKS: tuple[Callable[[int, int], bool], ...] = (
    lambda i, j: (i + j) % 2 == 0,
    lambda i, j: i % 2 == 0,
    lambda i, j: j % 3 == 0,
    lambda i, j: (i + j) % 3 == 0,
    lambda i, j: (i // 2 + j // 3) % 2 == 0,
    lambda i, j: i * j % 2 + i * j % 3 == 0,
    lambda i, j: (i * j % 2 + i * j % 3) % 2 == 0,
    lambda i, j: ((i + j) % 2 + i * j % 3) % 2 == 0,
)
"""Where each mask flips a module, row i and column j (table 10)."""
LEVEL_L = 0b01
"""Level L's error correction indicator in the format information (table 12)."""


def qr_matrix(data: bytes, mask: int = 2, version: int = 1) -> Matrix:
    """The code's modules, row by row, True for dark, without its quiet zone: at `version`, or
    the smallest version above it that holds the data."""
    if mask not in range(len(MASKS)):
        raise ValueError(f"no QR mask {mask}: they are 0 to 7")
    version = max(version, smallest_version(len(data)))
    grid = function_patterns(version)
    place_format(grid, mask)
    if version >= 7:
        place_version(grid, version)
    place_data(grid, codewords(data, version), MASKS[mask])
    return tuple(tuple(bool(module) for module in row) for row in grid)


def _count_bits(version: int) -> int:
    """The character count indicator's length in byte mode (table 3)."""
    return 8 if version < 10 else 16


def smallest_version(length: int) -> int:
    """The first version whose data codewords hold `length` bytes with their mode and count."""
    for version, (_, blocks) in BLOCKS.items():
        if 4 + _count_bits(version) + 8 * length <= 8 * sum(blocks):
            return version
    most = sum(BLOCKS[10][1]) - 3
    raise ValueError(f"{length} bytes do not fit a version 10 QR code at level L (at most {most})")


def data_codewords(data: bytes, version: int) -> list[int]:
    """Mode indicator 0100, character count, the bytes, the terminator (up to four 0 bits), 0 bits
    to the next codeword, then pad codewords 11101100 and 00010001 in turn (clauses 7.4.5, 7.4.9,
    7.4.10)."""
    capacity = sum(BLOCKS[version][1])
    bits = f"0100{len(data):0{_count_bits(version)}b}" + "".join(f"{byte:08b}" for byte in data)
    bits += "0" * min(4, 8 * capacity - len(bits))
    bits += "0" * (-len(bits) % 8)
    words = [int(bits[start:start + 8], 2) for start in range(0, len(bits), 8)]
    return words + [(0xEC, 0x11)[pad % 2] for pad in range(capacity - len(words))]


def _galois_field() -> tuple[list[int], list[int]]:
    """Powers of α in GF(256) with its prime modulus x⁸ + x⁴ + x³ + x² + 1, twice over so that
    sums of logarithms need no modulo, and the logarithms (clause 7.5.2)."""
    powers, logarithms = [0] * 510, [0] * 256
    value = 1
    for power in range(255):
        powers[power] = powers[power + 255] = value
        logarithms[value] = power
        value <<= 1
        if value & 0x100:
            value ^= 0x11D
    return powers, logarithms


POWERS, LOGARITHMS = _galois_field()


def _times(a: int, b: int) -> int:
    return POWERS[LOGARITHMS[a] + LOGARITHMS[b]] if a and b else 0


@cache
def generator(degree: int) -> tuple[int, ...]:
    """(x − α⁰)(x − α¹)…(x − α^(degree − 1)), its coefficients from the highest power (annex A)."""
    polynomial = [1]
    for power in range(degree):
        shifted, scaled = [*polynomial, 0], [0, *polynomial]
        polynomial = [a ^ _times(b, POWERS[power]) for a, b in zip(shifted, scaled, strict=True)]
    return tuple(polynomial)


def error_correction(block: list[int], count: int) -> list[int]:
    """The remainder of the block's polynomial times x^count divided by the generator (7.5.2)."""
    divisor = generator(count)
    rest = [*block] + [0] * count
    for start in range(len(block)):
        factor = rest[start]
        for offset in range(1, count + 1):
            rest[start + offset] ^= _times(divisor[offset], factor)
    return rest[len(block):]


def _interleave(blocks: list[list[int]]) -> list[int]:
    return [block[index] for index in range(max(map(len, blocks))) for block in blocks if index < len(block)]


def codewords(data: bytes, version: int) -> list[int]:
    """The data codewords cut into blocks, then the blocks' data codewords and their error
    correction codewords, each taken a codeword from every block in turn (clause 7.6)."""
    count, sizes = BLOCKS[version]
    words, blocks = data_codewords(data, version), []
    for size in sizes:
        blocks.append(words[:size])
        words = words[size:]
    return _interleave(blocks) + _interleave([error_correction(block, count) for block in blocks])


def _finder(grid: Grid, top: int, left: int) -> None:
    """A finder pattern and the light separator around it (clauses 6.3.3, 6.3.4)."""
    size = len(grid)
    for row in range(max(top - 1, 0), min(top + 8, size)):
        for column in range(max(left - 1, 0), min(left + 8, size)):
            grid[row][column] = max(abs(row - top - 3), abs(column - left - 3)) in (0, 1, 3)


def function_patterns(version: int) -> Grid:
    """Finders, separators, alignment patterns (none over a finder), timing patterns and the
    dark module (clauses 6.3.3 to 6.3.6, 7.9.1)."""
    size = 4 * version + 17
    grid: Grid = [[None] * size for _ in range(size)]
    for top, left in ((0, 0), (0, size - 7), (size - 7, 0)):
        _finder(grid, top, left)
    centres = ALIGNMENT[version]
    for row in centres:
        for column in centres:
            if grid[row][column] is None:
                for r in range(row - 2, row + 3):
                    for c in range(column - 2, column + 3):
                        grid[r][c] = max(abs(r - row), abs(c - column)) != 1
    for index in range(8, size - 8):
        grid[6][index] = grid[index][6] = index % 2 == 0
    grid[size - 8][8] = True
    return grid


def _bch(value: int, divisor: int, degree: int) -> int:
    """`value` followed by its `degree` BCH bits: value·x^degree modulo `divisor` (annexes C, D)."""
    rest = value << degree
    for shift in range(rest.bit_length() - 1, degree - 1, -1):
        if rest >> shift & 1:
            rest ^= divisor << (shift - degree)
    return value << degree | rest


def place_format(grid: Grid, mask: int) -> None:
    """The level and mask with their BCH bits, masked by 101010000010010, twice: around the top
    left finder, and split under the top right one and beside the bottom left one (7.9.1)."""
    bits = _bch(LEVEL_L << 3 | mask, 0b10100110111, 10) ^ 0b101010000010010
    size = len(grid)
    first = [(row, 8) for row in (0, 1, 2, 3, 4, 5, 7, 8)] + [(8, column) for column in (7, 5, 4, 3, 2, 1, 0)]
    second = [(8, size - 1 - index) for index in range(8)] + [(size - 7 + index, 8) for index in range(7)]
    for index, places in enumerate(zip(first, second, strict=True)):
        for row, column in places:
            grid[row][column] = bool(bits >> index & 1)


def place_version(grid: Grid, version: int) -> None:
    """The version with its BCH bits, in a 6 × 3 block beside the top right finder and a 3 × 6
    block above the bottom left one (clause 7.10)."""
    bits = _bch(version, 0b1111100100101, 12)
    size = len(grid)
    for index in range(18):
        near, far = index // 3, size - 11 + index % 3
        grid[near][far] = grid[far][near] = bool(bits >> index & 1)


def place_data(grid: Grid, words: list[int], mask: Callable[[int, int], bool]) -> None:
    """The codewords' bits, most significant first, in two-module columns from the bottom right,
    up then down in turn, right module first, skipping the vertical timing pattern and every
    function module; light remainder bits after them; all flipped by the mask (7.7.3, 7.8.2)."""
    bits = [word >> shift & 1 for word in words for shift in range(7, -1, -1)]
    bits.reverse()
    size = len(grid)
    rights = (column if column > 6 else column - 1 for column in range(size - 1, 0, -2))
    for pair, right in enumerate(rights):
        rows = range(size - 1, -1, -1) if pair % 2 == 0 else range(size)
        for row in rows:
            for column in (right, right - 1):
                if grid[row][column] is None:
                    dark = bool(bits.pop()) if bits else False
                    grid[row][column] = dark != mask(row, column)
