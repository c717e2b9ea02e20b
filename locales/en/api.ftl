# The HTTP API's error messages. Arguments are values from the request
# (a route, a name it asked for) or details from a parser, left as they are.

unknown-route = There is no API route at { $route }; see /api/openapi.json for the routes.
payload-too-large = The request body is larger than the 1 MiB limit. Send a smaller model, or split it.
invalid-json = The request body is not valid JSON ({ $detail }). Send one JSON object; the model format is in /api/openapi.json.
unknown-key = { $detail }. Unknown keys are refused because they are almost always typos.
example-not-found = There is no example called "{ $slug }"; GET /api/v1/examples lists them.
unknown-format = There is no export format called "{ $format }"; the formats are mongosh, mermaid, mermaid-model, json-schema and compass.
model-not-found = There is no shared model at this link. Check that the link was copied whole.
session-not-found = There is no live session at this link. Check that the link was copied whole.
not-websocket = This address is a WebSocket ({ $route }); connect to it with a WebSocket client.
rate-limited = Too many links were created from here in a short time. Try again in { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}.
storage-unavailable = Shared links are unavailable right now: the database cannot be reached. Your model is safe in this browser; try again in a moment.
overloaded = The server is busy with other analyses right now. Nothing was lost: send the same request again in a moment.
unsupported-media-type = The body is sent as { $given }; this route reads { $expected }. Send it with that Content-Type.
invalid-text = The body is not UTF-8 text ({ $detail }). Save the file as UTF-8 and send it again.
internal = Something went wrong on the server; the request was fine. Try again, and report it if it keeps happening.
model-not-valid = The model is not valid.
more-problems = { $first } (and { $n ->
    [one] { $n } more problem
   *[other] { $n } more problems
}, listed in "problems")

# An import's errors. { $reason } is the parser's own detail, left as it
# wrote it; { $problem } is the model's rule the import would break.
import-syntax = The SQL cannot be read at line { $line }, column { $column }: { $reason }. Fix it there and import again.
import-document = The value at { $path } cannot be imported: { $reason }.
import-empty-sql = The SQL creates no table. Import the schema's CREATE TABLE statements (pg_dump --schema-only, mysqldump --no-data or SQLite's .schema print them).
import-empty-documents = There are no documents to learn from. Send a few documents of each collection (mongoexport, or a find() copied from mongosh).
import-empty-compass = The diagram has no collections.
import-breaks = The import would make a model that breaks a rule: { $problem } Import the schema in parts, or fix it there.
import-too-large-sql = The SQL creates { $count } tables; a model holds at most 2,000. Import the schema in parts.
import-too-large-documents = The documents make { $count } entities (collections and the documents embedded in them); a model holds at most 2,000. Import fewer collections at once.
import-too-large-compass = The diagram has { $count } collections; a model holds at most 2,000. Split the diagram in Compass and import each part.
