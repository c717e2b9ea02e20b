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
  - the workload facts: `query_fields` name fields of `to`; link field
    names are unique, not `_id`, and differ from `to`'s; `read_as: "page"` comes with
    `page_size` and the reverse; `read_as: "latest"` with
    `shown_with_parent`; `outlier_max` is above a bounded `max`; a `subtype`
    is one-to-one between two entities, and `by` names a field of `from`
  - an entity with `archive_after` has a field of type date (its age); only
    a number may be `approximate`

A schema-valid body generated at random breaks them almost always, and the
server rightly answers 422, which `positive_data_acceptance` would report.
This hook repairs only those relations, and only in *positive* cases (bodies
schemathesis expects the server to accept). Negative cases are left alone so
`negative_data_rejection` still sees exactly what was generated. Every value
the hook writes is itself schema-valid, so the repaired body stays positive.

The importers' bodies have rules of their own: `ddl_from` turns a positive
case of the SQL import into DDL, `documents_from` keeps sample documents
MongoDB can store, and `compass_from` gives a Compass diagram real edits.

Loaded with `SCHEMATHESIS_HOOKS=<path to this file>` (or `hooks = "..."` in
schemathesis.toml).
"""

from __future__ import annotations

import base64
import json

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


# The cardinalities' default `max` (`Cardinality::default_counts`); None: unbounded.
DEFAULT_MAX = {
    "one-to-one": 1,
    "one-to-few": 20,
    "one-to-many": 2000,
    "one-to-squillions": None,
    "many-to-many": 100,
}
MAX_COUNT = 2**53 - 1


def _fix_workload(rel: dict, by_id: dict, order: list) -> None:
    """The workload facts' cross-field rules (`validate/workload.rs`)."""
    subtype = rel.get("subtype")
    if isinstance(subtype, dict):
        others = [entity_id for entity_id in order if entity_id != rel["from"]]
        if rel.get("tree_queries") or not others:
            rel.pop("subtype")
        else:
            rel["cardinality"] = "one-to-one"
            if rel["to"] == rel["from"]:
                rel["to"] = others[0]
            if not _is_field_name(subtype.get("by")):
                subtype["by"] = "kind"
            _ensure_fields(by_id[rel["from"]], [subtype["by"]])

    read_as = rel.get("read_as")
    if read_as == "page" and rel.get("page_size") is None:
        rel["page_size"] = 20
    if rel.get("page_size") is not None:
        rel["read_as"] = "page"
    if rel.get("read_as") == "latest" and rel.get("shown_with_parent") is None:
        rel["shown_with_parent"] = 5

    if "outlier_max" in rel:
        usual = rel["max"] if "max" in rel else DEFAULT_MAX.get(rel.get("cardinality"))
        outlier = rel["outlier_max"]
        if not isinstance(usual, (int, float)):
            rel.pop("outlier_max")
        elif isinstance(outlier, (int, float)) and outlier <= usual:
            rel["outlier_max"] = int(usual) + 1 if usual < MAX_COUNT else None

    if isinstance(rel.get("query_fields"), list):
        rel["query_fields"] = [name for name in rel["query_fields"] if _is_field_name(name)]
    _ensure_fields(by_id[rel["to"]], rel.get("query_fields"))


def _fix_link_fields(rel: dict, by_id: dict) -> None:
    """Link field names are unique and differ from the `to` entity's, once
    every relationship has added the fields it names."""
    taken = {f.get("name") for f in _dicts(by_id[rel["to"]].get("fields"))} | {"_id"}
    for field in _dicts(rel.get("link_fields")):
        field["name"] = _unique(field["name"], taken, "_")


NUMBERS = {"int", "long", "double", "decimal"}


def _fix_archive(entity: dict, field_names: set[str]) -> None:
    """An archive needs each document's age: a field of type date."""
    if not isinstance(entity.get("archive_after"), dict):
        return
    fields = entity.get("fields")
    if not isinstance(fields, list):
        fields = []
        entity["fields"] = fields
    if not any(isinstance(f, dict) and f.get("type") == "date" for f in fields):
        fields.append({"name": _unique("created_at", field_names, "_"), "type": "date"})


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
            if field.get("approximate") and field.get("type") not in NUMBERS:
                field["approximate"] = False
        _fix_archive(entity, field_names)

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
        if isinstance(rel.get("subtype"), dict) and (rel.get("tree_queries") or len(order) < 2):
            rel.pop("subtype")
        if isinstance(rel.get("subtype"), dict):
            rel["cardinality"] = "one-to-one"
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
        _fix_workload(rel, by_id, order)
        _ensure_fields(by_id[rel["to"]], rel.get("display_fields"))
        _ensure_fields(by_id[rel["from"]], rel.get("parent_display_fields"))
    for rel in relationships:
        _fix_link_fields(rel, by_id)
    return body


def ddl_from(text) -> str:
    """SQL DDL whose quoted table and column names come from generated text.

    Any string is a schema-valid body for `POST /api/v1/import/sql`, but only
    SQL is importable (a rule no schema states), so a positive case becomes
    a small schema named by the text: a table, a column, and a key to itself.
    """
    name = "".join(c for c in str(text) if c.isprintable() and c != '"')[:40] or "t"
    return (
        f'CREATE TABLE "{name}" (id INT PRIMARY KEY, "{name} note" TEXT, '
        f'parent_id INT REFERENCES "{name}" (id));'
    )


def _bson_safe(value):
    """A JSON value MongoDB can store as it is: no key starting with `$`
    (Extended JSON reads those as types), integers within 64 bits."""
    if isinstance(value, dict):
        return {key.lstrip("$") or "field": _bson_safe(inner) for key, inner in value.items()}
    if isinstance(value, list):
        return [_bson_safe(inner) for inner in value]
    if isinstance(value, int) and not isinstance(value, bool) and not -(2**63) <= value < 2**63:
        return float(value)
    return value


def documents_from(body: dict) -> dict:
    """Sample documents the importer can learn from: documents only, storable
    by MongoDB, and at least one of them."""
    collections = body.get("collections") if isinstance(body.get("collections"), dict) else {}
    fixed = {
        name: [_bson_safe(doc) for doc in docs if isinstance(doc, dict)]
        for name, docs in collections.items()
        if isinstance(docs, list)
    }
    if not any(fixed.values()):
        fixed.setdefault("items", []).append({"n": 1})
    return {"collections": fixed}


def compass_from(body: dict) -> dict:
    """A Compass diagram file whose edits are a real edit history (a
    generated string is not base64 of one)."""
    database = "".join(c for c in str(body.get("database", "")) if c.isalnum())[:20] or "db"
    edits = [{
        "id": "0b6c1f7e-3d2a-4c55-9a61-2f4e8d9b7a10",
        "timestamp": "2025-06-20T06:35:26.773Z",
        "type": "SetModel",
        "model": {
            "collections": [{
                "ns": f"{database}.items",
                "fieldData": {"bsonType": "object", "properties": {"name": {"bsonType": "string"}}},
                "indexes": [],
                "displayPosition": [0, 0],
            }],
            "relationships": [],
        },
    }]
    fixed = dict(body)
    fixed["edits"] = base64.b64encode(json.dumps(edits).encode()).decode()
    return fixed


@schemathesis.hook
def map_case(context, case):
    if case.method.upper() != "POST" or not _is_positive(case):
        return case
    if case.path.endswith("/import/sql"):
        case.body = ddl_from(case.body)
    elif case.path.endswith("/import/documents") and isinstance(case.body, dict):
        case.body = documents_from(case.body)
    elif case.path.endswith("/import/compass") and isinstance(case.body, dict):
        case.body = compass_from(case.body)
    # POST /api/v1/analyze, /models and /export/{format} take a Model body.
    elif isinstance(case.body, dict):
        case.body = fix_model(case.body)
    return case
