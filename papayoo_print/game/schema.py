"""The JSON Schema of game files, generated from the model's own limits, for editors that check a
file as it is typed."""

import json
from typing import Any

from papayoo_print.facts import (
    MAX_FILE_BYTES,
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    MAX_ROUNDS,
    MAX_ROUNDS_PLANNED,
    MAX_TITLE_LENGTH,
    MIN_PLAYERS,
    PAPAYOO_POINTS,
    PAYOO_CARDS,
    ROUND_TOTAL,
    Suit,
)
from papayoo_print.words import Language


def game_schema() -> dict[str, Any]:
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Papayoo game",
        "description": f"A game of Papayoo as papayoo-print reads it. Every round hands out {ROUND_TOTAL}"
        " points: papayoo-print checks that too, which a schema cannot say, and that the file holds at"
        f" most {MAX_FILE_BYTES} bytes.",
        "type": "object",
        "additionalProperties": False,
        "required": ["players"],
        "properties": {
            "title": {
                "type": "string",
                "maxLength": MAX_TITLE_LENGTH,
                "description": "A title for the game.",
            },
            "date": {"type": "string", "format": "date", "description": "The day played, as 2026-11-29."},
            "language": {
                "enum": [language.value for language in Language],
                "description": "The language its documents default to.",
            },
            "players": {
                "type": "array",
                "description": "The players' names, in seating order.",
                "minItems": MIN_PLAYERS,
                "maxItems": MAX_PLAYERS,
                "uniqueItems": True,
                "items": {"type": "string", "minLength": 1, "maxLength": MAX_NAME_LENGTH},
            },
            "rounds_planned": {
                "type": "integer",
                "minimum": 1,
                "maximum": MAX_ROUNDS_PLANNED,
                "description": "The number of rounds agreed before playing.",
            },
            "rounds": {"type": "array", "maxItems": MAX_ROUNDS, "items": {"$ref": "#/$defs/round"}},
        },
        "$defs": {"round": _round_schema()},
    }


def _round_schema() -> dict[str, Any]:
    return {
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "scores": {
                "type": "object",
                "description": "Each player's points in the round, by name.",
                "additionalProperties": {"type": "integer", "minimum": 0, "maximum": ROUND_TOTAL},
            },
            "cards": {
                "type": "object",
                "description": "The Payoo numbers each player took, by name; the Papayoo's"
                f" {PAPAYOO_POINTS} points are added for its taker.",
                "additionalProperties": {
                    "type": "array",
                    "items": {"type": "integer", "minimum": PAYOO_CARDS[0], "maximum": PAYOO_CARDS[-1]},
                    "uniqueItems": True,
                },
            },
            "papayoo": {"type": "string", "description": "Who took the Papayoo: required with cards."},
            "suit": {"enum": [suit.value for suit in Suit], "description": "The suit the die chose."},
        },
        "oneOf": [
            {"required": ["scores"], "not": {"required": ["cards"]}},
            {"required": ["cards", "papayoo"], "not": {"required": ["scores"]}},
        ],
    }


def schema_text() -> str:
    return json.dumps(game_schema(), ensure_ascii=False, indent=2) + "\n"
