# The comments of the mongosh script the export writes. Each is one line.

mongosh-title = { $model }: the collections Nestlink recommends, with their validators, indexes and sample documents.
mongosh-untitled = Model
mongosh-run = Run it against an empty database:
mongosh-older-shapes = Older documents keep older shapes: the validator checks inserts and documents that already pass, and logs failures without refusing them.
mongosh-once-migrated = Once every document is migrated:
