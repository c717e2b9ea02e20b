"""schemathesis hooks for the Nestlink API (see schemathesis.toml).

The OpenAPI document states every rule of a model that JSON Schema can state.
A few rules relate one value to another and cannot be written in JSON Schema:

  - entity ids are unique, entity names are unique
  - field names are unique within an entity
  - relationship ids are unique
  - a relationship's `from` and `to` name existing entity ids
  - `tree_queries` only on a self-relationship (`from == to`)
  - `typical` <= `max` when both are numbers
  - one-to-one: `typical` and `max` at most 1
  - `inverse_typical` only on many-to-many
  - `display_fields` name fields of the `to` entity,
    `parent_display_fields` name fields of the `from` entity

A schema-valid body generated at random breaks them almost always, and the
server rightly answers 422, which `positive_data_acceptance` would report.
This hook repairs only those relations, and only in *positive* cases (bodies
schemathesis expects the server to accept). Negative cases are left alone so
`negative_data_rejection` still sees exactly what was generated. Every value
the hook writes is itself schema-valid, so the repaired body stays positive.

Loaded with `SCHEMATHESIS_HOOKS=<path to this file>` (or `hooks = "..."` in
schemathesis.toml).
"""

from __future__ import annotations

import schemathesis
from schemathesis import GenerationMode
from schemathesis.core.parameters import ParameterLocation

MAX_CHARS = 64


def _is_positive(case) -> bool:
    meta = case.meta
    if meta is None:  # a case built by hand (e.g. `st replay`): leave it alone
        return False
    body = meta.components.get(ParameterLocation.BODY)
    mode = body.mode if body is not None else meta.generation.mode
    return mode == GenerationMode.POSITIVE


def _unique(value: str, taken: set[str], sep: str) -> str:
    """`value`, or `value` cut short and given a numeric suffix, not in `taken`."""
    n = 2
    candidate = value
    while candidate in taken:
        suffix = f"{sep}{n}"
        candidate = value[: MAX_CHARS - len(suffix)] + suffix
        n += 1
    taken.add(candidate)
    return candidate


# Unicode White_Space, as Rust's `trim` reads it.
_BLANK = set("\t\n\x0b\x0c\r \x85\xa0\u1680\u2028\u2029\u202f\u205f\u3000") | {
    chr(c) for c in range(0x2000, 0x200B)
}


def _is_field_name(name) -> bool:
    """What the server takes as a field name (`validate.rs`)."""
    return (
        isinstance(name, str)
        and 1 <= len(name) <= MAX_CHARS
        and any(c not in _BLANK for c in name)
        and "." not in name
        and not name.startswith("$")
    )


def _dicts(value) -> list[dict]:
    return [item for item in value if isinstance(item, dict)] if isinstance(value, list) else []


def _ensure_fields(entity: dict, names) -> None:
    if not isinstance(names, list):
        return
    fields = entity.setdefault("fields", [])
    have = {f.get("name") for f in _dicts(fields)}
    for name in names:
        if isinstance(name, str) and name not in have:
            fields.append({"name": name, "type": "string"})
            have.add(name)


def fix_model(body: dict) -> dict:
    entities = _dicts(body.get("entities"))
    relationships = _dicts(body.get("relationships"))

    ids: set[str] = set()
    names: set[str] = set()
    for entity in entities:
        # ids match [A-Za-z0-9_-]{1,64}; "_2" keeps them so. Names and field
        # names keep their first character and gain a digit, so they stay
        # non-blank, dot-free and not $-prefixed.
        entity["id"] = _unique(entity["id"], ids, "_")
        entity["name"] = _unique(entity["name"], names, " ")
        field_names: set[str] = set()
        for field in _dicts(entity.get("fields")):
            field["name"] = _unique(field["name"], field_names, "_")

    if relationships and not entities:
        entities = [{"id": "e", "name": "E"}]
        body["entities"] = entities
    by_id = {entity["id"]: entity for entity in entities}
    order = [entity["id"] for entity in entities]

    rel_ids: set[str] = set()
    for k, rel in enumerate(relationships):
        rel["id"] = _unique(rel["id"], rel_ids, "_")
        if rel.get("from") not in by_id:
            rel["from"] = order[k % len(order)]
        if rel.get("to") not in by_id:
            rel["to"] = order[(k + 1) % len(order)]
        if rel.get("tree_queries"):
            rel["to"] = rel["from"]
        typical, most = rel.get("typical"), rel.get("max")
        if isinstance(typical, (int, float)) and isinstance(most, (int, float)) and typical > most:
            rel["typical"], rel["max"] = most, typical
        if rel.get("cardinality") != "many-to-many":
            rel.pop("inverse_typical", None)
        if rel.get("cardinality") == "one-to-one":
            for key in ("typical", "max"):
                if isinstance(rel.get(key), (int, float)) and rel[key] > 1:
                    rel[key] = 1
        for key in ("display_fields", "parent_display_fields"):
            if isinstance(rel.get(key), list):
                rel[key] = [name for name in rel[key] if _is_field_name(name)]
        _ensure_fields(by_id[rel["to"]], rel.get("display_fields"))
        _ensure_fields(by_id[rel["from"]], rel.get("parent_display_fields"))
    return body


@schemathesis.hook
def map_case(context, case):
    # POST /api/v1/analyze and POST /api/v1/models take a Model body.
    if case.method.upper() == "POST" and isinstance(case.body, dict) and _is_positive(case):
        case.body = fix_model(case.body)
    return case
